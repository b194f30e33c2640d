"""The contract every game implements, and the machinery shared by all four games."""
