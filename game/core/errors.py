"""The one error type an engine raises for a refused command."""

from __future__ import annotations

from typing import Any

from game.i18n import Message, Text


class IllegalCommand(ValueError):
    """A command the rules do not allow right now.

    ``reason`` is an English message template marked for translation with
    ``N_`` (see ``game.i18n``); ``params`` fill its ``{placeholders}``.
    ``str(err)`` is the English text; ``err.translated()`` is the text in the
    current UI language. The state the command was applied to is unchanged.
    """

    def __init__(self, reason: Message, **params: Any) -> None:
        self.reason = reason
        self.params = params
        super().__init__(self._format(reason))

    def _format(self, template: Message) -> str:
        return Text(template, self._params(translate=False)).english()

    def translated(self) -> str:
        return Text(self.reason, self._params(translate=True)).translated()

    def _params(self, *, translate: bool) -> dict[str, Any]:
        """The parameters, with any ``Text`` among them rendered in the same language."""
        return {
            key: (value.translated() if translate else value.english()) if isinstance(value, Text) else value
            for key, value in self.params.items()
        }
