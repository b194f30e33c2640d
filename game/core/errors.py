"""Errors with messages meant for a player or a maintainer to read."""


class IllegalAction(Exception):
    """An action the rules do not allow now; the message names the rule."""


class DataError(Exception):
    """A data file is missing, malformed or fails validation (names file, entry, field)."""


class SaveError(Exception):
    """A save cannot be read or replayed; nothing was changed on disk."""


class FileProblem(Exception):
    """A JSON file the program reads (a save, the settings) cannot be used; one sentence says why,
    and ``reason`` the same as a clause without the file's name ("it is nested too deep")."""

    def __init__(self, message: str, reason: str):
        super().__init__(message)
        self.reason = reason


class FolderError(OSError):
    """The user folder (``TABLETOP51_HOME`` or the platform's) cannot be used; the message says why."""


def shown(value: object, limit: int = 40) -> str:
    """A value as a message quotes it: its repr, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."
