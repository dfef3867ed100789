// Command tlogcheck is an outside client of fairdraw's register log, built on Go's
// golang.org/x/mod/sumdb/note and golang.org/x/mod/sumdb/tlog alone (Debian's
// golang-golang-x-mod-dev), with no code of the project: it reads a running server as any
// transparency-log client reads a C2SP tlog-tiles log.
//
//	GOPATH=/usr/share/gocode GO111MODULE=off go run testing/go/tlogcheck/main.go BASE_URL < records.json
//
// It fetches BASE_URL/api/v1/log/key and BASE_URL/api/v1/log/checkpoint, verifies the checkpoint's
// signature with that key (note.Open), and reads the tree's hashes from the hash tiles
// (tlog.TileHashReader, which checks every tile it reads against the signed root). Then for each
// record's `log` field on standard input (a JSON array of {index, leaf, checkpoint}), it checks:
// the record's own checkpoint is signed by the same key; the leaf is in the latest tree
// (tlog.ProveRecord and tlog.CheckRecord) and in the record's checkpoint's tree; the record's tree
// is a prefix of the latest one (tlog.ProveTree and tlog.CheckTree); and the entry bundle holds the
// leaf's very bytes. It prints one line per record and "ok <size>" at the end, and exits 1 at the
// first check that fails.
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"golang.org/x/mod/sumdb/note"
	"golang.org/x/mod/sumdb/tlog"
)

const height = 8

var base string

func get(path string) []byte {
	resp, err := http.Get(base + path)
	if err != nil {
		fail("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != 200 {
		fail("GET %s: status %d: %s", path, resp.StatusCode, body)
	}
	return body
}

func fail(format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, "tlogcheck: "+format+"\n", args...)
	os.Exit(1)
}

// tileReader reads C2SP tlog-tiles paths: tile/<L>/<N>[.p/<W>], without the height that Go's
// Tile.Path() puts first (tile/8/...).
type tileReader struct{}

func (tileReader) Height() int { return height }

func (tileReader) ReadTiles(tiles []tlog.Tile) ([][]byte, error) {
	out := make([][]byte, len(tiles))
	for i, t := range tiles {
		path := strings.TrimPrefix(t.Path(), fmt.Sprintf("tile/%d/", height))
		out[i] = get("/api/v1/log/tile/" + path)
	}
	return out, nil
}

func (tileReader) SaveTiles([]tlog.Tile, [][]byte) {}

// tree is a checkpoint's size and root, after its signature verified under the log's key.
func openCheckpoint(text []byte, verifiers note.Verifiers, origin string) tlog.Tree {
	n, err := note.Open(text, verifiers)
	if err != nil {
		fail("checkpoint does not verify: %v\n%s", err, text)
	}
	lines := strings.Split(n.Text, "\n")
	if len(lines) < 4 || lines[0] != origin {
		fail("checkpoint body is not origin, size, root: %q", n.Text)
	}
	size, err := strconv.ParseInt(lines[1], 10, 64)
	if err != nil || strconv.FormatInt(size, 10) != lines[1] {
		fail("checkpoint size %q", lines[1])
	}
	root, err := tlog.ParseHash(lines[2])
	if err != nil {
		fail("checkpoint root %q: %v", lines[2], err)
	}
	return tlog.Tree{N: size, Hash: root}
}

type record struct {
	Index      int64  `json:"index"`
	Leaf       string `json:"leaf"`
	Checkpoint string `json:"checkpoint"`
}

func main() {
	if len(os.Args) != 2 {
		fail("usage: tlogcheck BASE_URL < records.json")
	}
	base = strings.TrimSuffix(os.Args[1], "/")
	vkey := strings.TrimSpace(string(get("/api/v1/log/key")))
	verifier, err := note.NewVerifier(vkey)
	if err != nil {
		fail("the published key %q: %v", vkey, err)
	}
	verifiers := note.VerifierList(verifier)
	origin := verifier.Name()
	latest := openCheckpoint(get("/api/v1/log/checkpoint"), verifiers, origin)
	hashes := tlog.TileHashReader(latest, tileReader{})
	if root, err := tlog.TreeHash(latest.N, hashes); err != nil || root != latest.Hash {
		fail("the tiles' root %v is not the checkpoint's %v (%v)", root, latest.Hash, err)
	}

	var records []record
	if err := json.NewDecoder(os.Stdin).Decode(&records); err != nil {
		fail("records on stdin: %v", err)
	}
	for _, r := range records {
		leaf, err := base64.StdEncoding.DecodeString(r.Leaf)
		if err != nil {
			fail("record %d: leaf base64: %v", r.Index, err)
		}
		leafHash := tlog.RecordHash(leaf)
		// In the latest tree, by the tiles.
		proof, err := tlog.ProveRecord(latest.N, r.Index, hashes)
		if err != nil {
			fail("record %d: ProveRecord: %v", r.Index, err)
		}
		if err := tlog.CheckRecord(proof, latest.N, latest.Hash, r.Index, leafHash); err != nil {
			fail("record %d: CheckRecord in the latest tree: %v", r.Index, err)
		}
		// In its own checkpoint's tree, which is a prefix of the latest.
		own := openCheckpoint([]byte(r.Checkpoint), verifiers, origin)
		ownProof, err := tlog.ProveRecord(own.N, r.Index, hashes)
		if err != nil {
			fail("record %d: ProveRecord in %d: %v", r.Index, own.N, err)
		}
		if err := tlog.CheckRecord(ownProof, own.N, own.Hash, r.Index, leafHash); err != nil {
			fail("record %d: CheckRecord in its checkpoint of %d: %v", r.Index, own.N, err)
		}
		treeProof, err := tlog.ProveTree(latest.N, own.N, hashes)
		if err != nil {
			fail("record %d: ProveTree %d -> %d: %v", r.Index, own.N, latest.N, err)
		}
		if err := tlog.CheckTree(treeProof, latest.N, latest.Hash, own.N, own.Hash); err != nil {
			fail("record %d: CheckTree %d -> %d: %v", r.Index, own.N, latest.N, err)
		}
		// The entry bundle holds the leaf's very bytes.
		data := tlog.Tile{H: height, L: -1, N: r.Index >> height, W: 1 << height}
		if end := latest.N - data.N<<height; end < 1<<height {
			data.W = int(end)
		}
		bundle := get("/api/v1/log/tile/" +
			strings.Replace(strings.TrimPrefix(data.Path(), fmt.Sprintf("tile/%d/", height)), "data/", "entries/", 1))
		at := r.Index - data.N<<height
		for i := int64(0); ; i++ {
			if len(bundle) < 2 {
				fail("record %d: entry bundle ends before entry %d", r.Index, i)
			}
			size := int(bundle[0])<<8 | int(bundle[1])
			if len(bundle) < 2+size {
				fail("record %d: entry %d cut short", r.Index, i)
			}
			if i == at {
				if !bytes.Equal(bundle[2:2+size], leaf) {
					fail("record %d: the entry bundle's leaf differs from the record's", r.Index)
				}
				break
			}
			bundle = bundle[2+size:]
		}
		fmt.Printf("record %d: in %d and %d, consistent, entry matches\n", r.Index, own.N, latest.N)
	}
	fmt.Printf("ok %d\n", latest.N)
}
