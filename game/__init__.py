"""Rules engines. Nothing in this package imports pygame or the ui package."""

PROGRAM_VERSION = "0.1.0"
