enum HTTPPlaceholder {}
