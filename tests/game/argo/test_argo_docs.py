"""The documents stay true: every test docs/rulings.md names exists, every rule, ruling and worked
example of the spec has its test, docs/notation.md covers every verb, and the full position of
docs/positions.md loads as written."""

import re
from pathlib import Path

import yaml

from game.argo import GAME
from tests.game.docs_sections import defined_tests, doc_section

ROOT = Path(__file__).resolve().parents[3]
TESTS = ROOT / "tests" / "game" / "argo"


def section(doc: str) -> str:
    return doc_section(doc, "Argo\n")


def all_test_names() -> set[str]:
    return defined_tests(TESTS)


def test_every_test_named_in_the_rulings_exists():
    named = re.findall(r"\*tests/game/argo/(test_\w+)\.py::(test_\w+)\*", section("rulings.md"))
    assert len(named) >= 48
    for module, test in named:
        source = (TESTS / f"{module}.py").read_text(encoding="utf-8")
        assert f"def {test}(" in source, f"docs/rulings.md names {module}::{test}, which does not exist"


def test_every_ruling_and_the_conflict_c1_is_listed_with_a_test():
    text = section("rulings.md")
    items = re.split(r"\n(?=\d+\. )", text)
    numbered = {int(item.split(".")[0]): item for item in items if re.match(r"\d+\. ", item)}
    assert sorted(numbered) == list(range(1, 50))
    assert all("*tests/game/argo/" in item for item in numbered.values())
    c1 = text[text.index("**C1."):]
    assert "*tests/game/argo/test_argo_end.py::" in c1[:c1.index("\n1. ")]


def test_every_rule_ruling_and_worked_example_has_a_test_named_for_it():
    names = all_test_names()
    for rule in range(1, 103):
        assert any(re.search(rf"(^test_|_)r{rule}_", name) for name in names), f"R{rule} has no test"
    for ruling in range(1, 41):
        assert any(re.search(rf"(^test_|_)q{ruling}_", name) for name in names), f"Q{ruling} has no test"
    for example in range(1, 9):
        assert any(name.startswith(f"test_e{example}_") for name in names), f"E{example} has no test"


def test_notation_describes_every_verb():
    text = section("notation.md")
    engine = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "game" / "argo").glob("*.py"))
    verbs = set(re.findall(r'\bact\("([a-z]+)"', engine))
    assert verbs == {"alien", "push", "kill", "place", "move", "step", "stop", "teleport", "pilot", "activate",
                     "swap", "relocate", "laser", "revive", "launch", "timemachine", "pass", "end"}
    for verb in verbs:
        assert f"| `{verb}" in text or f"`{verb} " in text, verb


def test_the_full_position_of_docs_positions_md_loads_as_written():
    text = section("positions.md")
    block = text[text.index("### Full position"):]
    block = block[block.index("```yaml") + len("```yaml"):]
    written = yaml.safe_load(block[:block.index("```")])
    state = GAME.from_position(written)
    again = state.to_position()
    for field, value in written.items():
        assert again[field] == value, field
    assert state.to_move() == 1 and state.steps[-1][0] == "explorer"
