"""Errors with messages meant for a player or a maintainer to read."""


class IllegalAction(Exception):
    """An action the rules do not allow now; the message names the rule."""


class DataError(Exception):
    """A data file is missing, malformed or fails validation (names file, entry, field)."""


class SaveError(Exception):
    """A save cannot be read or replayed; nothing was changed on disk."""
