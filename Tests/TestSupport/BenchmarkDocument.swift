/// A layout document of `views` views (root included) and `constraints` constraints in a
/// mix of the three spellings, as a client would send it: about 60 KB for 200 and 400,
/// 1 KB for 4 and 2, 2 MB for 5000 and 12000. Up to ten containers under the root hold
/// the other views.
package func benchmarkDocument(views: Int = 200, constraints: Int = 400) -> [UInt8] {
    var g = SplitMix64(seed: 2026)
    let kinds = ["view", "label", "button", "image", "control"]
    let containerCount = min(10, max(1, (views - 1) / 3))
    let leaves = views - 1 - containerCount
    var containers: [[String]] = Array(repeating: [], count: containerCount)
    for i in 0..<leaves {
        let kind = kinds[Int(g.next() % UInt64(kinds.count))]
        let w = Double(g.next() % 3000) / 10
        let h = Double(g.next() % 600) / 10
        containers[i % containerCount].append(
            #"{"id": "item_\#(i)", "kind": "\#(kind)", "intrinsicSize": {"width": \#(w), "height": \#(h)}, "huggingPriority": {"horizontal": 251, "vertical": 250}, "compressionResistance": {"horizontal": 750, "vertical": 749.5}, "alpha": 1, "hidden": false}"#)
    }
    let containerText = containers.enumerated().map { c, children in
        #"{"id": "box_\#(c)", "layoutMargins": {"top": 8, "left": 16, "bottom": 8, "right": 16}, "children": [\#n  \#(children.joined(separator: ",\n  "))]}"#
    }
    var constraintTexts: [String] = []
    for k in 0..<constraints {
        let a = Int(g.next() % UInt64(leaves))
        let b = Int(g.next() % UInt64(leaves))
        switch k % 4 {
        case 0: constraintTexts.append(#""item_\#(a).leading == item_\#(b).trailing + 8""#)
        case 1: constraintTexts.append(#"{"id": "c\#(k)", "first": "item_\#(a).centerY", "relation": "==", "second": "item_\#(b).centerY", "multiplier": 1, "constant": 0.5, "priority": 750}"#)
        case 2:
            // VFL relates siblings only: a view of a's container.
            let sibling = a + containerCount < leaves ? a + containerCount : max(a - containerCount, 0)
            constraintTexts.append(#""V:|-[item_\#(a)]-12-[item_\#(sibling)(>=44@750)]""#)
        default: constraintTexts.append(#""item_\#(a).width >= 44 @999""#)
        }
    }
    let text = """
    {
      "root": {"id": "root", "children": [
    \(containerText.joined(separator: ",\n"))
      ]},
      "constraints": [
        \(constraintTexts.joined(separator: ",\n    "))
      ],
      "sizes": [{"width": 320, "height": 568}, {"width": 375, "height": 812}],
      "safeAreaInsets": {"top": 44, "left": 0, "bottom": 34, "right": 0},
      "scale": 3
    }
    """
    return Array(text.utf8)
}
