"""Executable laws of historical card games.

A pure-Python, zero-dependency package (it runs in Pyodide).  Every function or
class that carries out a law of one of the edition's texts is tagged with the
law's id through :func:`games.laws.implements`; the site build discovers those
tags and links each law to its code, and the code back to the law.
"""

__version__ = "0.1.0"

from games import citations as _citations  # noqa: E402,F401  (a refusal cites its law with its words)
