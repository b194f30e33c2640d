"""Small helpers for the plain-word lines every game writes."""

from __future__ import annotations

import re


def plural(count: int, word: str) -> str:
    """'1 card', '2 cards'."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def article(word: str) -> str:
    """'an' before a vowel sound as spelled ("an orange bunker"), else 'a'."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def listed(names: list[str]) -> str:
    """'Up', 'Up and Down', 'Up, Down and Chatter'."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def sentence_start(text: str) -> str:
    """``text`` with its first letter in capitals and the rest as it is ("the Time Machine" -> "The Time Machine")."""
    return text[:1].upper() + text[1:]


def in_brackets(sentence: str) -> str:
    """A sentence as an aside in brackets: "Fiddle a die." -> "fiddle a die"."""
    text = sentence.strip().removesuffix(".")
    return text[:1].lower() + text[1:]


_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}
_MODALS = {"can", "cannot", "may", "must", "will", "would", "could", "might"}
OUTSIDE_BRACKETS = r"(?![^(]*\))"
"""A lookahead: no ")" comes before the next "(" (a sentence or clause break inside brackets is not one)."""
_THEY = {"they": "you", "their": "your", "them": "you", "themselves": "yourself",
         "They": "You", "Their": "Your"}


def base_form(verb: str) -> str | None:
    """The form of a third-person verb that goes with "you" ("draws" -> "draw", "pushes" ->
    "push", "carries" -> "carry", "has" -> "have", "can" -> "can"); None when ``verb`` is not one."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb in _MODALS:
        return verb
    if verb.endswith(("ches", "shes", "sses", "xes", "zzes")):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith("s") and not verb.endswith("ss") and len(verb) > 2:
        return verb[:-1]
    return None


def addressed_to(text: str, name: str, seat_names: tuple[str, ...] = ()) -> str:
    """A log line as the player called ``name`` reads it: about them in the second person.

    "Ann's Chief is killed." -> "Your Chief is killed."; "Ann draws 2 cards for their hand."
    -> "You draw 2 cards for your hand."; "5 to Ann (B2)" -> "5 to you (B2)". A sentence or a
    clause (after ";" or ":") is turned round when it begins with the name and a verb. Left
    alone: another seat's name holding this one ("Ann Lee" beside "Ann", from ``seat_names``),
    the name as a word of the game ("the Alien", "Star Engine") and words in brackets.
    """
    if name not in text:
        return text  # most lines, for most readers: nothing to turn round
    others = sorted((n for n in seat_names if n != name and name in n), key=len, reverse=True)
    masks = {f"\x00{index}\x00": other for index, other in enumerate(others)}
    for mask, other in masks.items():
        text = text.replace(other, mask)
    who = re.escape(name)
    sentences = re.split(rf"(?<=[.!?]) {OUTSIDE_BRACKETS}", text)
    text = " ".join(_addressed_sentence(sentence, who) for sentence in sentences)
    for mask, other in masks.items():
        text = text.replace(mask, other)
    return text


def _addressed_sentence(sentence: str, who: str) -> str:
    clauses, turned = [], False
    for clause in re.split(rf"(?<=[;:]) {OUTSIDE_BRACKETS}", sentence):
        subject = re.match(rf"{who} ([\w-]+)", clause)
        verb = base_form(subject.group(1)) if subject else None
        if subject and verb is not None:
            clause, turned = f"you {verb}{clause[subject.end():]}", True
        clauses.append(_your_pronouns(clause) if turned else clause)  # theirs are now the reader's
    sentence = " ".join(clauses)
    player = rf"(?<![\w'-])(?<![Tt]he )(?<![Aa] )(?<![Aa]n )(?<!'s )(?<!their ){who}"  # not "Bob's Robot"
    sentence = re.sub(rf"{player}'s\b", "your", sentence)
    return sentence_start(re.sub(rf"{player}(?![\w'-])(?! [A-Z])", "you", sentence))


def _your_pronouns(text: str) -> str:
    """"they" -> "you", "their" -> "your"..., except in brackets (a card's own words)."""
    parts = re.split(r"(\([^)]*\))", text)
    return "".join(part if part.startswith("(") else
                   re.sub(r"\b(they|their|them|themselves|They|Their)\b", lambda m: _THEY[m.group(1)], part)
                   for part in parts)


_THIRD_PERSON = {base: third for third, base in _IRREGULAR.items() if third != "was"}
_PAST = {"won", "lost", "drew", "took", "made", "had", "paid", "chose"}


def third_person(verb: str) -> str:
    """The form of a verb that goes with "Ann" where it went with "you" ("may" -> "may", "are"
    -> "is", "draw" -> "draws", "push" -> "pushes", "carry" -> "carries", "won" -> "won")."""
    if verb in _MODALS or verb in _PAST or verb.endswith("ed"):
        return verb
    if verb in _THIRD_PERSON:
        return _THIRD_PERSON[verb]
    if verb.endswith(("ch", "sh", "ss", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def told_of(prompt: str, name: str) -> str:
    """A prompt spoken to the seat called ``name`` as everyone else at the table reads it.

    "Ann: you may answer the roll, or pass." -> "Ann may answer the roll, or pass."; "Ann: your
    hand is full — discard a card." -> "Ann's hand is full — discard a card."; "Ann: you may play
    a card, or end your turn." -> "Ann may play a card, or end their turn.". A bare instruction
    keeps its form ("Ann: roll the die."), as it reads to anyone; words in brackets (a card's
    own) are left alone. A prompt not spoken to ``name`` is returned as it is.
    """
    head = f"{name}: "
    if not prompt.startswith(head):
        return prompt
    rest = prompt[len(head):]
    first, _, more = rest.partition(" ")
    if first == "you" and more:
        verb, _, tail = more.partition(" ")
        return f"{name} {third_person(verb)} {_their_pronouns(tail)}".rstrip()
    if first == "your":
        return f"{name}'s {_their_pronouns(more)}"
    return head + _their_pronouns(rest)


_YOU_TO_THEY = {"you": "they", "your": "their", "yourself": "themselves", "You": "They", "Your": "Their"}


def _their_pronouns(text: str) -> str:
    """"you" -> "they", "your" -> "their"..., except in brackets (a card's own words)."""
    parts = re.split(r"(\([^)]*\))", text)
    return "".join(part if part.startswith("(") else
                   re.sub(r"\b(you|your|yourself|You|Your)\b", lambda m: _YOU_TO_THEY[m.group(1)], part)
                   for part in parts)
