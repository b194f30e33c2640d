"""Loading YAML data files into validated, typed models.

YAML is read with the C safe loader when PyYAML has it. Every error names the
file, the entry and the field, so a person editing the data can fix it.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Protocol, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError

from game.core.errors import DataError
from game.core.paths import data_root

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

Model = TypeVar("Model", bound=BaseModel)


Id = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_/+-]*$", max_length=40)]
"""An id in a data file: it is written into actions and saves (docs/notation.md), so it is one word
of letters, digits, -, _, / or + (no space, never empty) of at most 40 characters."""


class Strict(BaseModel):
    """Base for data models: unknown fields are errors, not silently ignored."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def read_data_text(path: Path) -> str:
    """A data file's text; DataError names the file when it cannot be read or is not UTF-8."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise DataError(f"{path}: cannot be read ({error.strerror or error}).") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise DataError(f"{path}: is not UTF-8 text (line {line}, column {column}: byte "
                        f"0x{raw[error.start]:02x}); save it as UTF-8.") from None


def read_yaml(path: Path) -> object:
    text = read_data_text(path)
    try:
        return yaml.load(text, Loader=SafeLoader)
    except ValueError as error:  # Python refuses to read a whole number of thousands of digits
        raise DataError(f"{path}: holds a whole number too long to read ({error.args[0].split(':')[0]}).") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(error, "problem", None) or str(error)
        raise DataError(f"{path}: malformed YAML{where}: {problem}.") from None


def _describe_location(raw: object, loc: tuple[int | str, ...]) -> str:
    """Turn a pydantic error location into 'entry 'x', field y' words."""
    parts: list[str] = []
    node = raw
    for step in loc:
        if isinstance(step, int) and isinstance(node, list) and step < len(node):
            node = node[step]
            label = node.get("id") if isinstance(node, dict) else None
            parts.append(f"entry {step + 1}" + (f" (id '{label}')" if label else ""))
        else:
            parts.append(f"field '{step}'")
            node = node.get(step) if isinstance(node, dict) else None
    return ", ".join(parts) if parts else "top level"


def validate(model: type[Model], raw: object, source: Path | str) -> Model:
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        lines = [f"{source}: {_describe_location(raw, e['loc'])}: {e['msg']}" for e in error.errors()]
        raise DataError("\n".join(lines)) from None


def load(model: type[Model], relative: str) -> Model:
    """Read ``data/<relative>`` and validate it into ``model``."""
    path = data_root() / relative
    return validate(model, read_yaml(path), path)


class Identified(Protocol):
    """A data entry with an id (a mode, a card...)."""

    @property
    def id(self) -> str: ...


def unique_ids(items: Iterable[Identified], what: str, source: str) -> None:
    """Refuse two entries with the same id."""
    seen: set[str] = set()
    for item in items:
        if item.id in seen:
            raise DataError(f"{source}: {what} id '{item.id}' appears twice.")
        seen.add(item.id)
