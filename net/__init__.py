"""Play over the network: one computer hosts the game, each person plays on their own.

The host's session is the one authority (``net.host``); a client sends action text and is sent
only what its seat may know (``net.seat_messages``). Messages are JSON with a protocol version
(``net.protocol``). Nothing here draws: the window's table talks to a game through the same
messages, and a seat can also be played headless by a bot (``net.bot_client``).
"""
