"""Performance measurements (`make bench`); the figures are copied to docs/performance.md by hand."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
