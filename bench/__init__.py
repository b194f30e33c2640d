"""Performance measurements (`make bench`); results go to docs/performance.md by hand."""
