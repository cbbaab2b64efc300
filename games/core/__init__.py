"""The machinery every game of the edition shares (a minimal start: the site's tables)."""
