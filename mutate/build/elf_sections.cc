// mutate/build/elf_sections.cc — the code and data of each copy of a batched object file, by
// its namespace tag; see batch.h.
#include <elf.h>

#include <cstring>
#include <map>
#include <string_view>

#include "mutate/build/batch.h"

namespace gc::mutate::internal {

namespace {

// The copy a name belongs to (its tag's number), or -1; *norm gets the name with the
// tag's digits replaced by '#'.
int CopyOf(std::string_view name, std::string* norm) {
  *norm = std::string(name);
  // The translation unit's static initialiser is named after its first function (the
  // original's): it is every copy's, so no copy's.
  if (name.find("_GLOBAL__sub_") != std::string_view::npos) return -1;
  int copy = -1;
  for (std::size_t at = name.find(kBatchTag); at != std::string_view::npos;
       at = name.find(kBatchTag, at + 1)) {
    const std::size_t d = at + std::strlen(kBatchTag);
    if (d + kBatchDigits > name.size()) break;
    int k = 0;
    bool digits = true;
    for (std::size_t i = d; i < d + kBatchDigits; ++i) {
      if (name[i] < '0' || name[i] > '9') digits = false;
      k = k * 10 + (name[i] - '0');
      (*norm)[i] = '#';
    }
    if (!digits) return -2;
    if (copy >= 0 && copy != k) return -2;  // two copies' names in one: not comparable
    copy = k;
  }
  return copy;
}

template <class T>
bool Read(const std::string& o, std::size_t at, T* out) {
  if (at > o.size() || o.size() - at < sizeof(T)) return false;
  std::memcpy(out, o.data() + at, sizeof(T));
  return true;
}

std::string_view Str(const std::string& o, const Elf64_Shdr& strtab, std::size_t at) {
  if (strtab.sh_offset > o.size() || at >= strtab.sh_size) return {};
  const std::size_t b = strtab.sh_offset + at;
  const std::size_t e = o.find('\0', b);
  if (e == std::string::npos || e > strtab.sh_offset + strtab.sh_size) return {};
  return std::string_view(o).substr(b, e - b);
}

void Put(std::string* key, std::uint64_t v) { key->append(reinterpret_cast<char*>(&v), 8); }
void Put(std::string* key, std::string_view s) {
  Put(key, s.size());
  key->append(s);
}

}  // namespace

namespace {

// An object file's sections, each with its name normalised and its copy (-1: none).
struct Sections {
  std::vector<Elf64_Shdr> sh;
  std::vector<std::string> norm;
  std::vector<int> copy;
};

bool ReadSections(const std::string& o, Sections* out) {
  Elf64_Ehdr eh;
  if (!Read(o, 0, &eh) || std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB ||
      eh.e_type != ET_REL || eh.e_shentsize != sizeof(Elf64_Shdr))
    return false;
  std::vector<Elf64_Shdr>& sh = out->sh;
  sh.resize(eh.e_shnum);
  for (std::size_t i = 0; i < sh.size(); ++i)
    if (!Read(o, eh.e_shoff + i * sizeof(Elf64_Shdr), &sh[i])) return false;
  if (eh.e_shstrndx >= sh.size()) return false;
  out->norm.assign(sh.size(), "");
  out->copy.assign(sh.size(), -1);
  for (std::size_t i = 0; i < sh.size(); ++i) {
    if (sh[i].sh_type != SHT_NOBITS &&
        (sh[i].sh_offset > o.size() || o.size() - sh[i].sh_offset < sh[i].sh_size))
      return false;
    out->copy[i] = CopyOf(Str(o, sh[eh.e_shstrndx], sh[i].sh_name), &out->norm[i]);
  }
  return true;
}

// A constant or string of a merged pool (which the compiler shares between copies, in
// the section of the function that first used it): the bytes from the symbol on, the
// whole section for a section symbol, in place of where they stand.
bool PoolKey(const std::string& o, const Elf64_Shdr& m, const Elf64_Sym& y, std::string* name) {
  std::string_view bytes = std::string_view(o).substr(m.sh_offset, m.sh_size);
  const bool section = ELF64_ST_TYPE(y.st_info) == STT_SECTION;
  if (!section) {
    if (y.st_value > bytes.size()) return false;
    bytes = bytes.substr(y.st_value);
    if (m.sh_flags & SHF_STRINGS) {
      const std::size_t nul = bytes.find('\0');
      if (nul != std::string_view::npos) bytes = bytes.substr(0, nul + 1);
    } else if (m.sh_entsize > 0) {
      bytes = bytes.substr(0, m.sh_entsize);
    }
  }
  *name = std::string(section ? "pool section " : "pool ") + std::to_string(m.sh_flags) + " " +
          std::to_string(m.sh_entsize) + " ";
  name->append(bytes);
  return true;
}

bool IsPool(const Elf64_Shdr& s) { return (s.sh_flags & SHF_MERGE) && s.sh_type == SHT_PROGBITS; }

// Each symbol's key (a section's normalised name, its own, or a pooled constant's bytes)
// and its copy.
bool SymbolKeys(const std::string& o, const Sections& x, std::vector<std::string>* sym,
                std::vector<int>* sym_copy) {
  const std::vector<Elf64_Shdr>& sh = x.sh;
  for (std::size_t i = 0; i < sh.size(); ++i) {
    if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_link >= sh.size()) continue;
    const std::size_t n = sh[i].sh_size / sizeof(Elf64_Sym);
    for (std::size_t s = 0; s < n; ++s) {
      Elf64_Sym y;
      if (!Read(o, sh[i].sh_offset + s * sizeof(Elf64_Sym), &y)) return false;
      std::string name;
      int c = -1;
      const bool in = y.st_shndx < sh.size() && y.st_shndx != SHN_UNDEF;
      const bool section = ELF64_ST_TYPE(y.st_info) == STT_SECTION;
      if (section && in) {
        name = "section " + x.norm[y.st_shndx];
        c = x.copy[y.st_shndx];
      } else {
        c = CopyOf(Str(o, sh[sh[i].sh_link], y.st_name), &name);
      }
      if (in && IsPool(sh[y.st_shndx])) {
        if (!PoolKey(o, sh[y.st_shndx], y, &name)) return false;
        if (!section) c = -1;
      }
      sym->push_back(name);
      sym_copy->push_back(c);
    }
  }
  return true;
}

// The relocations of each section they apply to, by symbol key.
bool RelocationKeys(const std::string& o, const Sections& x, const std::vector<std::string>& sym,
                    const std::vector<int>& sym_copy, std::map<std::size_t, std::string>* relocs) {
  const std::vector<Elf64_Shdr>& sh = x.sh;
  for (std::size_t i = 0; i < sh.size(); ++i) {
    if (sh[i].sh_type == SHT_REL) return false;  // not x86-64's RELA: not read here
    if (sh[i].sh_type != SHT_RELA || sh[i].sh_info >= sh.size()) continue;
    std::string& r = (*relocs)[sh[i].sh_info];
    const int owner = x.copy[sh[i].sh_info];
    const std::size_t n = sh[i].sh_size / sizeof(Elf64_Rela);
    for (std::size_t k = 0; k < n; ++k) {
      Elf64_Rela a;
      if (!Read(o, sh[i].sh_offset + k * sizeof(Elf64_Rela), &a)) return false;
      const std::size_t s = ELF64_R_SYM(a.r_info);
      if (s >= sym.size()) return false;
      // A reference into another copy (or a name mixing copies) compares as itself,
      // unnormalised: never equal to another copy's.
      const bool mine = sym_copy[s] == -1 || sym_copy[s] == owner;
      Put(&r, a.r_offset);
      Put(&r, ELF64_R_TYPE(a.r_info));
      Put(&r, static_cast<std::uint64_t>(a.r_addend));
      Put(&r, mine ? sym[s] : "copy " + std::to_string(sym_copy[s]) + " " + sym[s]);
    }
  }
  return true;
}

}  // namespace

bool CopyKeys(const std::string& o, std::vector<std::string>* keys) {
  Sections x;
  std::vector<std::string> sym;
  std::vector<int> sym_copy;
  std::map<std::size_t, std::string> relocs;
  if (!ReadSections(o, &x) || !SymbolKeys(o, x, &sym, &sym_copy) ||
      !RelocationKeys(o, x, sym, sym_copy, &relocs))
    return false;
  const std::vector<Elf64_Shdr>& sh = x.sh;
  // Each copy's key: its sections in name order, with their bytes and relocations.
  std::vector<std::map<std::string, std::size_t>> by_name;
  for (std::size_t i = 0; i < sh.size(); ++i) {
    if (x.copy[i] == -2) return false;
    if (x.copy[i] < 0 || sh[i].sh_type == SHT_RELA || sh[i].sh_type == SHT_GROUP) continue;
    if (IsPool(sh[i])) continue;  // its constants are compared where they are used
    const auto k = static_cast<std::size_t>(x.copy[i]);
    if (by_name.size() <= k) by_name.resize(k + 1);
    by_name[k].emplace(x.norm[i], i);
  }
  keys->assign(by_name.size(), "");
  for (std::size_t k = 0; k < by_name.size(); ++k) {
    std::string& key = (*keys)[k];
    for (const auto& [name, i] : by_name[k]) {
      Put(&key, name);
      Put(&key, sh[i].sh_type);
      Put(&key, sh[i].sh_flags);
      Put(&key, sh[i].sh_size);
      Put(&key, sh[i].sh_addralign);
      Put(&key, sh[i].sh_entsize);
      if (sh[i].sh_type != SHT_NOBITS)
        Put(&key, std::string_view(o).substr(sh[i].sh_offset, sh[i].sh_size));
      const auto r = relocs.find(i);
      Put(&key, r == relocs.end() ? std::string_view() : std::string_view(r->second));
    }
  }
  return true;
}

}  // namespace gc::mutate::internal
