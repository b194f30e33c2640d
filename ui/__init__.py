"""The user interface: pygame-ce and pygame-gui. Reads engine state, sends engine actions."""
