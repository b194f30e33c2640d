"""The messages between a host and its clients: JSON objects with a protocol version and a type.

A client sends ``hello`` (its code) first, then ``act`` (an action in the notation) or ``undo``.
Each carries ``n``, the number of actions the client has seen played: one sent for a position
that has moved on is refused, so a replayed or delayed message changes nothing. The host sends
``welcome`` once, ``state`` after every change, ``refused`` when it turns a message down and
``error`` before it closes a connection.
"""

from __future__ import annotations

import hmac
import json
import secrets
from typing import Any

PROTOCOL_VERSION = 1
MAX_CLIENT_FRAME = 16 * 1024
"""Bytes a client's message may take (an action's text is a few dozen): a larger frame closes the connection."""
MAX_HOST_FRAME = 4 * 1024 * 1024
"""Bytes a host's message may take (a whole view and log)."""
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
"""Letters of an invite code: no I or O, which read like 1 and 0."""
CODE_LENGTH = 6
MAX_ACTION_TEXT = 200

CLIENT_FIELDS: dict[str, dict[str, type]] = {
    "hello": {"code": str},
    "act": {"n": int, "action": str},
    "undo": {"n": int},
}
"""Each message type a client may send, with the fields it must have and their types."""


class ProtocolError(ValueError):
    """A message that is not one of the protocol's: malformed, of an unknown type or version."""


def new_code() -> str:
    """A random invite or watch code (``secrets``: not guessable from earlier ones)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def same_code(given: str, expected: str) -> bool:
    """Compared in constant time, so timing tells nothing about how much of a code was right."""
    return hmac.compare_digest(given.strip().upper().encode(), expected.encode())


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}, separators=(",", ":"))


def decode_client(frame: str | bytes) -> dict[str, Any]:
    """A client's message, checked: a JSON object of a known type with its fields, else ProtocolError."""
    if isinstance(frame, bytes):
        raise ProtocolError("Messages are text, not binary.")
    if len(frame) > MAX_CLIENT_FRAME:
        raise ProtocolError("The message is too long.")
    try:
        message = json.loads(frame)
    except (json.JSONDecodeError, RecursionError) as error:
        raise ProtocolError("The message is not JSON.") from error
    if not isinstance(message, dict):
        raise ProtocolError("A message is a JSON object.")
    if message.get("v") != PROTOCOL_VERSION:
        raise ProtocolError(f"This host speaks protocol version {PROTOCOL_VERSION} only.")
    kind = message.get("type")
    fields = CLIENT_FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError(f"Unknown message type: {str(kind)[:40]!r}.")
    for name, wanted in fields.items():
        value = message.get(name)
        if not isinstance(value, wanted) or isinstance(value, bool):
            raise ProtocolError(f"'{kind}' needs a field '{name}' of type {wanted.__name__}.")
    if kind == "act" and len(message["action"]) > MAX_ACTION_TEXT:
        raise ProtocolError("The action's text is too long.")
    return message


def decode_host(frame: str | bytes) -> dict[str, Any]:
    """A host's message (a client trusts its host no further than this: a JSON object with a type)."""
    if isinstance(frame, bytes):
        raise ProtocolError("Messages are text, not binary.")
    try:
        message = json.loads(frame)
    except (json.JSONDecodeError, RecursionError) as error:
        raise ProtocolError("The host's message is not JSON.") from error
    if not isinstance(message, dict) or message.get("v") != PROTOCOL_VERSION:
        raise ProtocolError("Not a message of this protocol version.")
    if not isinstance(message.get("type"), str):
        raise ProtocolError("A message without a type.")
    return message
