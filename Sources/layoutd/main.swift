print("layoutd")
