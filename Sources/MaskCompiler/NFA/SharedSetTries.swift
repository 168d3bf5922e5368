import MaskLexer
import MaskVM

/// The byte tries of large scalar sets, made and laid out as NFA states once a process
/// (``TrieFragment``) and shared by every compile: a regular expression's `\d` (235 ranges
/// of Unicode numbers) or `\w` is the same set in every expression that names it.
///
/// PERF: spelling `\d` out as UTF-8 sequences and building its trie was about 7 of the 27
/// million instructions of compiling `^[a-z]{2,8}-[0-9a-f]{4}(-v\d+)?$` (callgrind); a set
/// of a few ranges costs little, and stays with the build's own tries (``NFABuilder``).
///
/// The tries form a list that only grows, each link published once (``MaskVM/PublishedOnce``):
/// a lookup walks it with one acquiring load a link and no lock; a thread that finds the
/// end appends its set there, and when another thread appended first it walks on from
/// that link. Whoever appends made the trie as a pure function of the set, so two threads
/// racing on one set make equal tries and either may be kept.
enum SharedSetTries {
    /// Sets with fewer listed ranges are not shared.
    static let minimumRanges = 16
    /// The most sets kept: past them a set's trie is made for each build, as before. It
    /// bounds the memory an app that compiles many different large sets keeps.
    static let capacity = 64

    /// The laid-out trie of `set`, made by `make` unless the list holds it already, and then
    /// kept when the list has room.
    static func fragment(of set: ScalarSet, make: () -> TrieFragment) -> TrieFragment {
        var link = head
        var made: SharedSetTrie?
        for _ in 0..<capacity {
            if let next = link.next.published(as: SharedSetTrie.self) {
                if next.set == set { return next.fragment }
                link = next
                continue
            }
            let entry = made ?? SharedSetTrie(set: set, fragment: make())
            made = entry
            let kept = link.next.publish(entry)
            if kept === entry || kept.set == set { return kept.fragment }
            // Another thread appended a different set here: look on from it.
            link = kept
        }
        return made?.fragment ?? make()
    }

    /// The list's first link, which holds no set of its own.
    private static let head = SharedSetTrie(set: ScalarSet(members: [], negated: false), fragment: TrieFragment(ByteTrie([])))
}

/// One link of ``SharedSetTries``: a set, its trie laid out, and the next link once one is
/// appended.
final class SharedSetTrie: Sendable {
    let set: ScalarSet
    let fragment: TrieFragment
    let next = PublishedOnce()

    init(set: ScalarSet, fragment: TrieFragment) {
        self.set = set
        self.fragment = fragment
    }
}
