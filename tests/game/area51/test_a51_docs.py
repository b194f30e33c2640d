"""The documents stay true: every test docs/rulings.md names exists, every rule and worked
example of the spec has its test, docs/notation.md covers every verb, and the full position
of docs/positions.md loads as written."""

import re
from pathlib import Path

import yaml

from game.area51 import GAME
from tests.game.docs_sections import defined_tests, doc_section

ROOT = Path(__file__).resolve().parents[3]
TESTS = ROOT / "tests" / "game" / "area51"


def section(doc: str) -> str:
    return doc_section(doc, "Area 51: Top Secret")


def all_test_names() -> set[str]:
    return defined_tests(TESTS)


def test_every_test_named_in_the_rulings_exists():
    named = re.findall(r"\*tests/game/area51/(test_\w+)\.py::(test_\w+)\*", section("rulings.md"))
    assert len(named) >= 34
    for module, test in named:
        source = (TESTS / f"{module}.py").read_text(encoding="utf-8")
        assert f"def {test}(" in source, f"docs/rulings.md names {module}::{test}, which does not exist"


def test_every_ruling_1_to_35_is_listed_with_a_test():
    text = section("rulings.md")
    items = re.split(r"\n(?=\d+\. )", text)
    numbered = {int(item.split(".")[0]): item for item in items if re.match(r"\d+\. ", item)}
    assert sorted(numbered) == list(range(1, 36))
    assert all("*tests/game/area51/" in item for item in numbered.values())


def test_every_rule_and_worked_example_has_a_test_named_for_it():
    names = all_test_names()
    for rule in range(1, 53):
        assert any(re.search(rf"(^test_|_)r{rule}_", name) for name in names), f"R{rule} has no test"
    for example in range(1, 14):
        assert any(name.startswith(f"test_w{example}_") for name in names), f"W{example} has no test"


def test_notation_describes_every_verb():
    text = section("notation.md")
    engine = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "game" / "area51").glob("*.py"))
    verbs = set(re.findall(r'\baction\("([a-z]+)"', engine))
    assert verbs == {"take", "refresh", "pickup", "upgrade", "hire", "up", "down", "load", "build", "done"}
    for verb in verbs:
        assert f"| `{verb}" in text, verb


def test_the_full_position_of_docs_positions_md_loads_as_written():
    text = section("positions.md")
    block = text[text.index("### Full position"):]
    block = block[block.index("```yaml") + len("```yaml"):]
    block = block[:block.index("```")]
    written = yaml.safe_load("\n".join(line for line in block.splitlines() if not line.startswith("deck:")))
    state = GAME.from_position(written)
    again = state.to_position()
    for field, value in written.items():
        assert again[field] == value, field
    assert state.invariant_problems() == [] and state.step == "project"
