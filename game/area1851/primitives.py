"""The small vocabulary card and board effects are written in (data/area1851/*.yaml).

No card's effect is written into the program under its name: an Event card lists event
primitives, a location's level names one bonus primitive, and a Feat card's requirement
is made of measures. The data checks refuse any name not listed here, and the engine has
one handler for each (tests/game/area1851/test_a1851_data.py checks both directions).
"""

from __future__ import annotations

EVENT_PRIMITIVES = {
    "pass": "left or right: the direction hands go from now on",
    "end": "true: the game ends after this turn's Assistants phase",
    "bid_for_self": "true: everyone bids scrap cards for this very card",
    "bring_assistant": "a count: reserve assistants each player puts into play",
    "ap": "a whole number (not 0): the change to everyone's action points this turn",
    "delivery_bonus": "{faction, rep}: reputation added to each delivery of that faction this turn",
    "close": "a location id: closed to activations this turn",
    "dice": "a count: only this many of each player's dice are rolled this turn",
    "draw": "a count: Tinker cards everyone draws now",
    "scrap_from_deck": "a count: top Tinker cards everyone puts on their scrap heap now",
    "rep_per_table_gadget": "a count: reputation for each gadget on one's own table",
}
EVENT_CHOICES = ("bring_assistant", "bid_for_self")
"""Event primitives that ask the players something; they follow the automatic ones."""

LOCATION_PRIMITIVES = {
    "free_fiddle": "fiddles without a scrap card this Action phase",
    "reroll": "re-rolls of any set of one's dice this Action phase",
    "recycle_modification": "detach a modification for its reputation (once)",
    "recycle_gadget": "deliver a gadget onto one's scrap heap (once)",
    "town_hall": "reputation for each unused die placed here",
    "exchange": "swap a hand card with a scrap card (once)",
    "build_from_scrap": "discard a scrap card, then build another scrap card free (once)",
    "discard_draw": "cards drawn after discarding one hand card",
    "extra_ap": "action points gained this turn",
}
ONCE_ONLY = ("recycle_modification", "recycle_gadget", "exchange", "build_from_scrap")
"""Bonuses that are one choice: their value must be 1."""

FEAT_TIMES = ("delivery", "state", "end")
FEAT_MEASURES = {
    "delivery": ("mods", "value", "cost", "mod_factions", "own_faction_mods"),
    "state": ("table_gadgets", "scrap", "dice_on_town_hall", "assistants_activated_this_turn",
              "builds_this_turn", "rolled_alike"),
    "end": ("delivered", "factions_delivered", "scrap", "table_gadgets", "feats_completed",
            "town_hall_dice", "doubled", "mods_delivered"),
}
FEAT_FLAGS = {"delivery": ("doubled", "fabricated_this_turn"), "state": (), "end": ()}
FACTION_FILTER = "faction"
"""A delivery feat's gadget faction; for an end feat, the faction ``delivered`` counts."""
