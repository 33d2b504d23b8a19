"""Command lines installed as console scripts (see setup.py): thin wrappers over the package."""
