"""The table view of Alien 51: The Elevator."""
