"""Reading one game's part of the shared docs, for the tests that keep those docs true."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def doc_section(doc: str, heading: str) -> str:
    """The part of ``docs/<doc>`` from the line ``## <heading>`` to the next such heading."""
    text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
    start = text.index(f"\n## {heading}")
    end = text.find("\n## ", start + 1)
    return text[start:end if end != -1 else len(text)]


def defined_tests(folder: Path) -> set[str]:
    """Every test function defined in the test modules of ``folder``."""
    return {name for path in folder.glob("test_*.py")
            for name in re.findall(r"^def (test_\w+)\(", path.read_text(encoding="utf-8"), re.M)}
