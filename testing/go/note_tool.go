// An outside checker for tests: Go's golang.org/x/mod/sumdb/note (Debian's
// golang-golang-x-mod-dev), run with GOPATH=/usr/share/gocode GO111MODULE=off go run.
//
//	verify <vkey>            stdin: a signed note; prints each verified key name (note.Open)
//	cosig <vkey 0x04>        stdin: a signed note; checks the cosignature/v1 line of that key by
//	                         hand from the C2SP text (Go's note knows only 0x01); prints its time
//	sign <skey>              stdin: a note's text; prints the signed note (note.Sign)
//	keygen <name>            prints a private key text and its vkey, one a line
package main

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/mod/sumdb/note"
)

func fail(format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(1)
}

func stdin() []byte {
	b, err := io.ReadAll(os.Stdin)
	if err != nil {
		fail("stdin: %v", err)
	}
	return b
}

func main() {
	switch os.Args[1] {
	case "verify":
		v, err := note.NewVerifier(os.Args[2])
		if err != nil {
			fail("vkey: %v", err)
		}
		n, err := note.Open(stdin(), note.VerifierList(v))
		if err != nil {
			fail("open: %v", err)
		}
		for _, s := range n.Sigs {
			fmt.Println(s.Name)
		}
	case "cosig":
		cosig(os.Args[2], stdin())
	case "sign":
		s, err := note.NewSigner(os.Args[2])
		if err != nil {
			fail("skey: %v", err)
		}
		msg, err := note.Sign(&note.Note{Text: string(stdin())}, s)
		if err != nil {
			fail("sign: %v", err)
		}
		os.Stdout.Write(msg)
	case "keygen":
		skey, vkey, err := note.GenerateKey(nil, os.Args[2])
		if err != nil {
			fail("keygen: %v", err)
		}
		fmt.Println(skey)
		fmt.Println(vkey)
	default:
		fail("unknown command %s", os.Args[1])
	}
}

// cosig checks a cosignature/v1 line by the C2SP tlog-cosignature text alone.
func cosig(vkey string, msg []byte) {
	parts := strings.SplitN(vkey, "+", 3)
	key, err := base64.StdEncoding.DecodeString(parts[2])
	if err != nil || len(key) != 33 || key[0] != 0x04 {
		fail("cosignature vkey must be base64 of 0x04 || 32 bytes")
	}
	h := sha256.Sum256(append([]byte(parts[0]+"\n"), key...))
	id := binary.BigEndian.Uint32(h[:4])
	if fmt.Sprintf("%08x", id) != parts[1] {
		fail("key id mismatch")
	}
	text := string(msg)
	split := strings.LastIndex(text, "\n\n")
	body, sigs := text[:split+1], text[split+2:]
	for _, line := range strings.Split(strings.TrimSuffix(sigs, "\n"), "\n") {
		fields := strings.SplitN(strings.TrimPrefix(line, "— "), " ", 2)
		if fields[0] != parts[0] {
			continue
		}
		raw, err := base64.StdEncoding.DecodeString(fields[1])
		if err != nil || len(raw) != 4+8+64 || binary.BigEndian.Uint32(raw) != id {
			continue
		}
		ts := binary.BigEndian.Uint64(raw[4:12])
		signed := fmt.Sprintf("cosignature/v1\ntime %d\n%s", ts, body)
		if !ed25519.Verify(ed25519.PublicKey(key[1:]), []byte(signed), raw[12:]) {
			fail("cosignature does not verify")
		}
		fmt.Println(ts)
		return
	}
	fail("no cosignature of %s", parts[0])
}
