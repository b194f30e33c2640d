"""The shell's scenes: menus, set-up, saves, rules, settings, hand-off and the in-game menu."""
