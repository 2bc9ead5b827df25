// properties/text_io_test.cc — the strict reader and the printers: every rejection kind
// names line and column, a printed instance reads back the same, outputs are byte-exact.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "impl/geography/answer.h"
#include "impl/grundy/answer.h"
#include "impl/lengths/answer.h"
#include "impl/loopy/answer.h"
#include "impl/outcome/answer.h"
#include "impl/partizan/answer.h"
#include "impl/text_io.h"
#include "impl/undirected/answer.h"
#include "properties/gen.h"

namespace gc {
namespace {

// The error for `text` read as `kind`: "line L, column C: ..." .
std::string ErrorOf(InputKind kind, std::string_view text) {
  try {
    ReadInstance(kind, text);
  } catch (const TextError& e) {
    return e.what();
  }
  return "accepted";
}

TEST(TextIoReject, VertexOutOfRange) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "3 2\n0 1\n1 3\n"),
            "line 3, column 3: edge target 3 is out of range 0..2");
}

// The same fault with plenty of input after it, where ids are read a word at a time:
// an id equal to n is the first one out of range on that path too.
TEST(TextIoReject, VertexEqualToNInsideALongInput) {
  std::string tail;
  for (int i = 0; i < 40; ++i) tail += "2 1\n";
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "3 42\n0 1\n1 3\n" + tail),
            "line 3, column 3: edge target 3 is out of range 0..2");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "3 42\n0 1\n3 1\n" + tail),
            "line 3, column 1: edge source 3 is out of range 0..2");
}

TEST(TextIoReject, NegativeCount) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "3 -1\n"), "line 1, column 3: edge count m is negative: '-1'");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "-3 0\n"), "line 1, column 1: vertex count n is negative: '-3'");
}

// Positions past 2^31 lines or columns (a big input's) are printed as they are.
TEST(TextIoReject, PositionsPast32BitsArePrintedWhole) {
  const TextError e(std::uint64_t{1} << 32 | 5, (std::uint64_t{1} << 31) + 1, "x");
  EXPECT_STREQ(e.what(), "line 4294967301, column 2147483649: x");
  EXPECT_EQ(e.line(), (std::uint64_t{1} << 32) + 5);
  EXPECT_EQ(e.column(), (std::uint64_t{1} << 31) + 1);
}

// A minus sign on zero is no negative number, and a vertex id too long for any integer
// type is out of the graph's range like any other too-large id.
TEST(TextIoReject, MinusZeroAndHugeIds) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "-0 0\n"),
            "line 1, column 1: vertex count n has a minus sign: '-0'");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2 1\n-00 1\n"),
            "line 2, column 1: edge source has a minus sign: '-00'");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2 1\n" + std::string(1000, '1') + " 1\n"),
            "line 2, column 1: edge source " + std::string(24, '1') + "... is out of range 0..1");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2 1\n0 99999999999999999999\n"),
            "line 2, column 3: edge target 99999999999999999999 is out of range 0..1");
}

// The vertex count of a partizan input names partizan's own limit (its states (v, player)
// are numbered in 32 bits), however large the count.
TEST(TextIoReject, APartizanCountNamesPartizansLimit) {
  EXPECT_EQ(ErrorOf(InputKind::kPartizan, "9223372036854775808\n0\n0\n"),
            "line 1, column 1: vertex count n 9223372036854775808 is too large (at most "
            "2147483647)");
  EXPECT_EQ(ErrorOf(InputKind::kPartizan, "2147483648\n0\n0\n"),
            "line 1, column 1: vertex count n 2147483648 is too large (at most 2147483647)");
}

TEST(TextIoReject, MissingCountsAndEdges) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, ""),
            "line 1, column 1: unexpected end of input: expected vertex count n");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "3\n"),
            "line 2, column 1: unexpected end of input: expected edge count m");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "3 2\n0 1\n"),
            "line 3, column 1: unexpected end of input: expected edge source");
  EXPECT_EQ(ErrorOf(InputKind::kGraphTokens, "2 0\n"),
            "line 2, column 1: unexpected end of input: expected token count k");
  EXPECT_EQ(ErrorOf(InputKind::kGraphStart, "2 0"),
            "line 1, column 4: unexpected end of input: expected start vertex");
}

TEST(TextIoReject, Overflow) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "99999999999999999999999 0\n"),
            "line 1, column 1: vertex count n 99999999999999999999999 is too large (at most 4294967294)");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "4294967295 0\n"),
            "line 1, column 1: vertex count n 4294967295 is too large (at most 4294967294)");
}

TEST(TextIoReject, NonNumbers) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2 1\n0 x\n"),
            "line 2, column 3: expected edge target (a decimal number), found 'x'");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2 1\n0 1x\n"),
            "line 2, column 3: expected edge target (a decimal number), found '1x'");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "+2 0\n"),
            "line 1, column 1: expected vertex count n (a decimal number), found '+2'");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2.5 0\n"),
            "line 1, column 1: expected vertex count n (a decimal number), found '2.5'");
}

TEST(TextIoReject, TrailingGarbage) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2 1\n0 1\n7\n"),
            "line 3, column 1: trailing data after the input: '7'");
  EXPECT_EQ(ErrorOf(InputKind::kGraphStart, "2 1\n0 1\n0 junk\n"),
            "line 3, column 3: trailing data after the input: 'junk'");
}

TEST(TextIoReject, NZeroHasNoVertexToName) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "0 1\n0 0\n"),
            "line 2, column 1: edge source 0 is out of range (the graph has no vertex)");
  EXPECT_EQ(ErrorOf(InputKind::kGraphTokens, "0 0 1 0\n"),
            "line 1, column 7: token 0 is out of range (the graph has no vertex)");
  EXPECT_EQ(ErrorOf(InputKind::kGraphStart, "0 0 0\n"),
            "line 1, column 5: start vertex 0 is out of range (the graph has no vertex)");
}

TEST(TextIoReject, HugeDeclaredCountDoesNotAllocate) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "2 9000000000000000000\n0 1\n"),
            "line 3, column 1: unexpected end of input: expected edge source");
}

// The size check: asked once the whole text is read and well formed, with the sizes
// read; its objection is an error at the vertex count n; a fault of the text comes first.
struct Asked {
  std::vector<InstanceSize> sizes;
  std::string objection;
  SizeCheck Check() {
    return [this](const InstanceSize& s) {
      sizes.push_back(s);
      return objection;
    };
  }
};

std::string ErrorOf(InputKind kind, std::string_view text, Asked& asked) {
  try {
    ReadInstance(kind, text, asked.Check());
  } catch (const TextError& e) {
    return e.what();
  }
  return "accepted";
}

TEST(TextIoSize, TheCheckSeesTheWholeTextAndObjectsAtTheVertexCount) {
  Asked asked{{}, "too big"};
  // The 30 bytes that asked for 24 GB: nothing is built before the check says no.
  EXPECT_EQ(ErrorOf(InputKind::kPartizan, "429496729  2  0 1 1 2  1  1 0\n", asked),
            "line 1, column 1: too big");
  ASSERT_EQ(asked.sizes.size(), 1u);
  EXPECT_EQ(asked.sizes[0].n, 429496729u);
  EXPECT_EQ(asked.sizes[0].m, 3u);
  EXPECT_EQ(asked.sizes[0].tokens, 0u);
  asked.sizes.clear();
  EXPECT_EQ(ErrorOf(InputKind::kGraphTokens, "\n\n  \t4000000000 1\n0 1\n3  2 2 1\n", asked),
            "line 3, column 4: too big");
  ASSERT_EQ(asked.sizes.size(), 1u);
  EXPECT_EQ(asked.sizes[0].m, 1u);
  EXPECT_EQ(asked.sizes[0].tokens, 3u);
  EXPECT_EQ(ErrorOf(InputKind::kGraphStart, "4000000000 0 7\n", asked),
            "line 1, column 1: too big");
}

TEST(TextIoSize, AFaultOfTheTextComesBeforeTheCheck) {
  Asked asked{{}, "too big"};
  EXPECT_EQ(ErrorOf(InputKind::kPartizan, "429496729  2  0 1 1 2  1  1\n", asked),
            "line 2, column 1: unexpected end of input: expected edge target");
  EXPECT_EQ(ErrorOf(InputKind::kPartizan, "429496729  2  0 1 1 2  1  1 0 5\n", asked),
            "line 1, column 31: trailing data after the input: '5'");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "4000000000 1  0 4000000000\n", asked),
            "line 1, column 17: edge target 4000000000 is out of range 0..3999999999");
  EXPECT_EQ(ErrorOf(InputKind::kGraphTokens, "4000000000 0  1\n", asked),
            "line 2, column 1: unexpected end of input: expected token");
  EXPECT_TRUE(asked.sizes.empty());
}

TEST(TextIoSize, NoObjectionReadsTheSameInstance) {
  Asked asked;
  const std::string text = "3  2  0 1 1 2  1  1 0";
  Instance x = ReadInstance(InputKind::kPartizan, text, asked.Check());
  EXPECT_EQ(x, ReadInstance(InputKind::kPartizan, text));
  ASSERT_EQ(asked.sizes.size(), 1u);
  EXPECT_EQ(asked.sizes[0].n, 3u);
  EXPECT_EQ(asked.sizes[0].m, 3u);
}

TEST(TextIoAccept, NZeroAndWhitespaceVariants) {
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "0 0"), "accepted");
  EXPECT_EQ(ErrorOf(InputKind::kGraphTokens, "0 0\n0\n"), "accepted");
  EXPECT_EQ(ErrorOf(InputKind::kGraph, "\t2  1\r\n0\t1 \n\n"), "accepted");
}

TEST(TextIoAccept, PartizanReadsTwoMoveLists) {
  Instance x = ReadInstance(InputKind::kPartizan, "3  2  0 1 1 2  1  1 0");
  EXPECT_EQ(x.g.m(), 2u);
  EXPECT_EQ(x.right.m(), 1u);
  EXPECT_EQ(x.right.out(1)[0], 0u);
}

RC_GTEST_PROP(TextIoProp, PrintedInstanceReadsBackTheSame, ()) {
  Instance x;
  x.g = *testing::GenGraph(0, 20, 40);
  x.right = *testing::GenGraph(x.g.n(), x.g.n(), 40);
  if (x.g.n() > 0) {
    x.tokens = *rc::gen::container<std::vector<Vertex>>(rc::gen::inRange<Vertex>(0, x.g.n()));
    x.start = *rc::gen::inRange<Vertex>(0, x.g.n());
  }
  for (InputKind kind : {InputKind::kGraph, InputKind::kGraphTokens, InputKind::kGraphStart,
                         InputKind::kPartizan}) {
    if (kind == InputKind::kGraphStart && x.g.n() == 0) continue;
    Instance want = x;
    if (kind != InputKind::kPartizan) want.right = Graph();
    if (kind != InputKind::kGraphTokens) want.tokens.clear();
    if (kind != InputKind::kGraphStart) want.start = 0;
    RC_ASSERT(ReadInstance(kind, WriteInstance(kind, want)) == want);
  }
}

TEST(TextIoOutput, PrintersMatchTheSpec) {
  EXPECT_EQ(FormatAnswer(LengthsAnswer{"WLD", {1, 0, -1}}), "WLD\n1 0 -1\n");
  EXPECT_EQ(FormatAnswer(GrundyAnswer{false, {0, 1, 2}, SumResult::kFirst}), "0 1 2\nfirst\n");
  EXPECT_EQ(FormatAnswer(GrundyAnswer{true, {}, SumResult::kSecond}), "graph has a cycle\n");
  LoopyAnswer l{{{LoopyValue::kInfinite, {0, 2}}, {3, {}}, {LoopyValue::kInfinite, {}}},
                SumResult::kDraw};
  EXPECT_EQ(FormatAnswer(l), "inf{0,2} 3 inf{}\ndraw\n");
  EXPECT_EQ(FormatAnswer(GeographyAnswer{true, 1}), "first\n1\n");
  EXPECT_EQ(FormatAnswer(PartizanAnswer{"DWL", "LDL"}), "DWL\nLDL\n");
}

TEST(TextIoOutput, ParsersReadWhatThePrintersWrite) {
  LoopyAnswer l{{{LoopyValue::kInfinite, {0, 2}}, {3, {}}, {LoopyValue::kInfinite, {}}},
                SumResult::kDraw};
  EXPECT_EQ(ParseLoopyAnswer(FormatAnswer(l), 3), l);
  LengthsAnswer a{"WLD", {1, 0, -1}};
  EXPECT_EQ(ParseLengthsAnswer(FormatAnswer(a), 3), a);
}

std::string OutputError(std::string_view text, Vertex n) {
  try {
    ParseLengthsAnswer(text, n);
  } catch (const TextError& e) {
    return e.what();
  }
  return "accepted";
}

TEST(TextIoOutput, MalformedOutputsNameLineAndColumn) {
  EXPECT_EQ(OutputError("WLX\n1 0 -1\n", 3), "line 1, column 3: expected one of WLD, found 'X'");
  EXPECT_EQ(OutputError("WL\n1 0\n", 3),
            "line 1, column 3: expected 3 letters from WLD, found 2 characters");
  EXPECT_EQ(OutputError("WLD\n1 0 -1", 3), "line 2, column 7: the last line does not end with a newline");
  EXPECT_EQ(OutputError("WLD\n1 0 -1 \n", 3), "line 2, column 7: trailing whitespace");
  EXPECT_EQ(OutputError("WLD\n1 zero -1\n", 3),
            "line 2, column 3: expected an integer from -1 to 3, found 'zero'");
  EXPECT_EQ(OutputError("WLD\n", 3), "line 2, column 1: missing line: expected lengths");
  EXPECT_EQ(OutputError("WLD\n1 0 -1\nmore\n", 3), "line 3, column 1: unexpected extra output");
}

}  // namespace
}  // namespace gc
