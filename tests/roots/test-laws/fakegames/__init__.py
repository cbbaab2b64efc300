"""A fake games package for the law domain's tests."""
