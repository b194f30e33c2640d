"""A game state's own random generator, shared by its clones until one of them draws."""

from __future__ import annotations

import random


class OwnRandom:
    """``rng`` is the game's generator. A clone shares it until either side needs it; whoever
    uses it first takes a private copy, so cloning (every undo snapshot, every bot sample) is
    cheap. A new seed is only turned into a generator when one is needed: most of a bot's
    samples never draw."""

    _rng: random.Random | None
    _rng_seed: int
    _rng_shared: bool

    def seed_rng(self, seed: int) -> None:
        """A fresh generator: a new game's, or a bot's guess at the draws still to come."""
        self._rng, self._rng_seed, self._rng_shared = None, seed, False

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng, self._rng_shared = random.Random(self._rng_seed), False
        elif self._rng_shared:
            own = random.Random.__new__(random.Random)  # not seeded: the state is copied in at once
            own.setstate(self._rng.getstate())
            self._rng, self._rng_shared = own, False
        return self._rng

    def share_rng(self, clone: OwnRandom) -> None:
        """Called by ``clone`` after copying the attributes: both now share one generator."""
        self._rng_shared = clone._rng_shared = True
