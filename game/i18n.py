"""The translation layer: every user-visible string goes through here.

Strings are English msgids in the code, marked for extraction:

* ``tr("Quit")`` (alias ``_``) translates now;
* ``N_("...")`` only marks a string to be translated later (engine reasons,
  event texts, content names), and ``Text`` carries such a template with its
  parameters until someone shows it;
* ``trn(singular, plural, n)`` translates a count-bearing string now, and
  ``N_plural(singular, plural)`` marks such a pair for later: a ``Text`` (or an
  event) whose template is that pair shows the form its ``count`` parameter
  asks for ("1 card" / "2 cards"; Japanese has a single form). Never write
  "card(s)": every count-bearing message is a plural pair.

Catalogues are GNU gettext files in ``assets/locale/<lang>/LC_MESSAGES/``
(``mars_tabletop.po`` edited by people, ``.mo`` compiled by
``build_scripts/i18n.py``). This module has no pygame dependency so engines,
saves and the UI all share it.
"""

from __future__ import annotations

import gettext as _gettext
import locale
import os
from dataclasses import dataclass, field
from typing import Any

from assets import asset_path

#: A message: an English template, or a (singular, plural) pair of templates
#: marked with ``N_plural`` whose ``count`` parameter picks the form.
Message = str | tuple[str, str]

DOMAIN = "mars_tabletop"
LOCALE_DIR = asset_path("locale")

#: Supported languages with their names written in that language (autonyms are
#: never translated: a player must recognise their own language).
LANGUAGES: dict[str, str] = {"ja": "日本語", "en": "English"}
DEFAULT_LANGUAGE = "en"

_current = DEFAULT_LANGUAGE
_catalog: _gettext.NullTranslations = _gettext.NullTranslations()


def N_(message: str) -> str:
    """Mark a string for extraction without translating it."""
    return message


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction without translating it (see ``Text``)."""
    return (singular, plural)


def load_catalog(lang: str) -> _gettext.NullTranslations:
    """The compiled catalogue for ``lang`` (a null catalogue if none exists)."""
    return _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang], fallback=True)


def set_language(lang: str) -> None:
    global _current, _catalog
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _catalog = load_catalog(lang)
    _current = lang


def current_language() -> str:
    return _current


def tr(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _catalog.gettext(message)


_ = tr


def trn(singular: str, plural: str, n: int) -> str:
    """The form of a count-bearing message for ``n`` in the current language."""
    return _catalog.ngettext(singular, plural, n)


def language_from_system() -> str:
    """Japanese when the system locale is Japanese, otherwise English."""
    candidates = [os.environ.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for value in candidates:
        if value.lower().startswith("ja"):
            return "ja"
    return DEFAULT_LANGUAGE


@dataclass(frozen=True, slots=True)
class Text:
    """An English template (marked with ``N_``, or a pair marked with ``N_plural``
    whose ``count`` parameter picks the form) and its parameters, shown later."""

    template: Message
    params: dict[str, Any] = field(default_factory=dict)

    def _count(self) -> int:
        count = self.params.get("count", 0)
        return abs(count) if isinstance(count, int) else 0

    def english(self) -> str:
        params = {k: v.english() if isinstance(v, Text) else v for k, v in self.params.items()}
        if isinstance(self.template, str):
            return _fill(self.template, params)
        singular, plural = self.template
        return _fill(singular if self._count() == 1 else plural, params)

    def translated(self) -> str:
        """The text in the current language; a parameter that is itself a ``Text`` (a resource's
        name in a described effect) is translated too."""
        params = {k: v.translated() if isinstance(v, Text) else v for k, v in self.params.items()}
        if isinstance(self.template, str):
            return _fill(tr(self.template), params)
        return _fill(trn(*self.template, self._count()), params)

    def to_data(self) -> dict[str, Any]:
        template = self.template if isinstance(self.template, str) else list(self.template)
        return {"template": template, "params": dict(self.params)}


def _fill(template: str, params: dict[str, Any]) -> str:
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
