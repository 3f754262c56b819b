"""The certainty wrapper: claims checked against evidence."""
