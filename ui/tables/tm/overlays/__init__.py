"""What the TM table shows over the table between turns (the production phase)."""
