"""Browser UIs (ipywidgets) for the edition's games, shown by the site's Play panels.

``games`` itself has no dependencies: ipywidgets is imported only inside the functions that
build a UI, so every module here imports (and is documented) without it.  The pure helpers
(:mod:`games.widgets.common`) turn law ids into links to the edition's pages.
"""
