// Command tlogvectors prints the test vectors of tests/log/merkle_test.ts, computed by Go's
// golang.org/x/mod/sumdb/tlog: for trees of leaves "leaf <i>", each size's root, and the
// SHA-256 of each inclusion and consistency proof (its hashes concatenated), as JSON.
//
//	GOPATH=/usr/share/gocode GO111MODULE=off go run testing/go/tlogvectors/main.go \
//	  > tests/fixtures/log/tlog_vectors.json
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"

	"golang.org/x/mod/sumdb/tlog"
)

type vector struct {
	Size        int64             `json:"size"`
	Root        string            `json:"root"`
	Inclusion   map[string]string `json:"inclusion"`
	Consistency map[string]string `json:"consistency"`
}

func digest(hashes []tlog.Hash) string {
	h := sha256.New()
	for _, x := range hashes {
		h.Write(x[:])
	}
	return hex.EncodeToString(h.Sum(nil))
}

func main() {
	const most = 1030
	var stored []tlog.Hash
	reader := tlog.HashReaderFunc(func(indexes []int64) ([]tlog.Hash, error) {
		out := make([]tlog.Hash, len(indexes))
		for i, index := range indexes {
			out[i] = stored[index]
		}
		return out, nil
	})
	sizes := map[int64]bool{}
	for n := int64(1); n <= 40; n++ {
		sizes[n] = true
	}
	for _, n := range []int64{63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 512, 513, 1000, 1024, 1025, 1030} {
		sizes[n] = true
	}
	var vectors []vector
	for n := int64(0); n < most; n++ {
		more, err := tlog.StoredHashes(n, []byte(fmt.Sprintf("leaf %d", n)), reader)
		if err != nil {
			panic(err)
		}
		stored = append(stored, more...)
		size := n + 1
		if !sizes[size] {
			continue
		}
		root, err := tlog.TreeHash(size, reader)
		if err != nil {
			panic(err)
		}
		v := vector{Size: size, Root: hex.EncodeToString(root[:]), Inclusion: map[string]string{}, Consistency: map[string]string{}}
		picks := func() []int64 {
			if size <= 40 {
				all := make([]int64, size)
				for i := range all {
					all[i] = int64(i)
				}
				return all
			}
			return []int64{0, 1, 7, 8, size / 2, size - 2, size - 1}
		}()
		for _, i := range picks {
			proof, err := tlog.ProveRecord(size, i, reader)
			if err != nil {
				panic(err)
			}
			v.Inclusion[fmt.Sprint(i)] = digest(proof)
		}
		for _, m := range append(picks[1:], size) {
			proof, err := tlog.ProveTree(size, m, reader)
			if err != nil {
				panic(err)
			}
			v.Consistency[fmt.Sprint(m)] = digest(proof)
		}
		vectors = append(vectors, v)
	}
	out, _ := json.MarshalIndent(vectors, "", " ")
	os.Stdout.Write(out)
	os.Stdout.Write([]byte("\n"))
}
