// careful_outcome.go — a correct outcome solver (formats.md) with a complete strict reader,
// in Go as an assistant writes one: the behaviour and messages of careful_outcome.py. Every
// bad input (a non-numeric token, a number of 2**31 or more, a vertex out of range, an odd
// number of move numbers or not m moves, trailing garbage) is rejected with "line L: what"
// on stderr and exit status 2, nothing on stdout. Retrograde analysis with a counter of
// unanswered moves per vertex. The line of an error is computed only when there is one.
// The fixture of the Go rows of docs/mutate.md's measured runs (gamecheck mutate outcome
// THIS); built by mutate itself (go build), never by the project.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

const limit = 1 << 31

var data []byte

func fail(at int, what string) {
	line := 1
	for i := 0; i < at && i < len(data); i++ {
		if data[i] == '\n' {
			line++
		}
	}
	fmt.Fprintf(os.Stderr, "line %d: %s\n", line, what)
	os.Exit(2)
}

// Python's bytes whitespace: space, \t, \n, \v, \f, \r.
func isSpace(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r')
}

// Every whitespace-separated token as a number below 2**31, with the offset it starts at.
func readNumbers() ([]int, []int) {
	var numbers, starts []int
	i := 0
	for {
		for i < len(data) && isSpace(data[i]) {
			i++
		}
		if i >= len(data) {
			break
		}
		start := i
		value := 0
		ok := true
		for i < len(data) && !isSpace(data[i]) {
			c := data[i]
			if c < '0' || c > '9' {
				ok = false
			} else if ok {
				value = value*10 + int(c-'0')
				if value >= limit {
					ok = false
				}
			}
			i++
		}
		if !ok {
			fail(start, "not a number below 2**31")
		}
		numbers = append(numbers, value)
		starts = append(starts, start)
	}
	return numbers, starts
}

func main() {
	var err error
	data, err = io.ReadAll(bufio.NewReader(os.Stdin))
	if err != nil {
		fail(0, "cannot read the input")
	}
	numbers, starts := readNumbers()
	if len(numbers) < 2 {
		fail(len(data), "missing n or m")
	}
	n, m := numbers[0], numbers[1]
	if len(numbers)-2 != 2*m {
		fail(len(data), fmt.Sprintf("expected %d moves", m))
	}
	for i := 2; i < len(numbers); i++ {
		if numbers[i] >= n {
			fail(starts[i], "vertex out of range")
		}
	}
	pred := make([][]int, n)
	unanswered := make([]int, n)
	for e := 0; e < m; e++ {
		u, v := numbers[2+2*e], numbers[3+2*e]
		pred[v] = append(pred[v], u)
		unanswered[u]++
	}
	label := make([]byte, n, n+1)
	var decided []int
	for v := 0; v < n; v++ {
		label[v] = 'D'
		if unanswered[v] == 0 {
			label[v] = 'L'
			decided = append(decided, v)
		}
	}
	for len(decided) > 0 {
		w := decided[len(decided)-1]
		decided = decided[:len(decided)-1]
		for _, u := range pred[w] {
			if label[u] != 'D' {
				continue
			}
			if label[w] == 'L' {
				label[u] = 'W'
				decided = append(decided, u)
			} else {
				unanswered[u]--
				if unanswered[u] == 0 {
					label[u] = 'L'
					decided = append(decided, u)
				}
			}
		}
	}
	out := bufio.NewWriter(os.Stdout)
	out.Write(append(label, '\n'))
	out.Flush()
}
