"""The parts of the table every game shares, one concern a module; ``ui/table_base.py`` puts them together.

Parts that keep state of their own and need only a few of the table's hooks are objects the
table holds (``LogBook``, ``Motion``, ``BotDriver``); parts that games extend through the
table's own methods are mixins, each inheriting the parts it calls, over ``TableBasics`` (the
fields every part works on, declared once) and ``GameHooks`` (what a game's table provides).
"""
