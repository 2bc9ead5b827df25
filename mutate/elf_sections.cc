// mutate/elf_sections.cc — the code and data of each copy of a batched object file, by
// its namespace tag; see batch.h.
#include <elf.h>

#include <cstring>
#include <map>
#include <string_view>

#include "mutate/batch.h"

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

bool CopyKeys(const std::string& o, std::vector<std::string>* keys) {
  Elf64_Ehdr eh;
  if (!Read(o, 0, &eh) || std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB ||
      eh.e_type != ET_REL || eh.e_shentsize != sizeof(Elf64_Shdr))
    return false;
  std::vector<Elf64_Shdr> sh(eh.e_shnum);
  for (std::size_t i = 0; i < sh.size(); ++i)
    if (!Read(o, eh.e_shoff + i * sizeof(Elf64_Shdr), &sh[i])) return false;
  if (eh.e_shstrndx >= sh.size()) return false;
  std::vector<std::string> norm(sh.size());
  std::vector<int> copy(sh.size(), -1);
  for (std::size_t i = 0; i < sh.size(); ++i)
    copy[i] = CopyOf(Str(o, sh[eh.e_shstrndx], sh[i].sh_name), &norm[i]);
  // The symbol table: each symbol's key (a section's normalised name, or its own).
  std::vector<std::string> sym;
  std::vector<int> sym_copy;
  for (std::size_t i = 0; i < sh.size(); ++i) {
    if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_link >= sh.size()) continue;
    const std::size_t n = sh[i].sh_size / sizeof(Elf64_Sym);
    for (std::size_t s = 0; s < n; ++s) {
      Elf64_Sym y;
      if (!Read(o, sh[i].sh_offset + s * sizeof(Elf64_Sym), &y)) return false;
      std::string name;
      int c = -1;
      const bool in = y.st_shndx < sh.size() && y.st_shndx != SHN_UNDEF;
      if (ELF64_ST_TYPE(y.st_info) == STT_SECTION && in) {
        name = "section " + norm[y.st_shndx];
        c = copy[y.st_shndx];
      } else {
        c = CopyOf(Str(o, sh[sh[i].sh_link], y.st_name), &name);
      }
      // A constant or string of a merged pool (which the compiler shares between copies,
      // in the section of the function that first used it): the bytes from the symbol on,
      // the whole section for a section symbol, in place of where they stand.
      if (in && (sh[y.st_shndx].sh_flags & SHF_MERGE) && sh[y.st_shndx].sh_type == SHT_PROGBITS &&
          sh[y.st_shndx].sh_offset <= o.size() &&
          o.size() - sh[y.st_shndx].sh_offset >= sh[y.st_shndx].sh_size) {
        const Elf64_Shdr& m = sh[y.st_shndx];
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
        name = std::string(section ? "pool section " : "pool ") + std::to_string(m.sh_flags) + " " +
               std::to_string(m.sh_entsize) + " ";
        name.append(bytes);
        c = section ? c : -1;
      }
      sym.push_back(name);
      sym_copy.push_back(c);
    }
  }
  // Relocations per section they apply to.
  std::map<std::size_t, std::string> relocs;
  for (std::size_t i = 0; i < sh.size(); ++i) {
    if (sh[i].sh_type == SHT_REL) return false;  // not x86-64's RELA: not read here
    if (sh[i].sh_type != SHT_RELA || sh[i].sh_info >= sh.size()) continue;
    std::string& r = relocs[sh[i].sh_info];
    const int owner = copy[sh[i].sh_info];
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
  // Each copy's key: its sections in name order, with their bytes and relocations.
  std::vector<std::map<std::string, std::size_t>> by_name;
  for (std::size_t i = 0; i < sh.size(); ++i) {
    if (copy[i] == -2) return false;
    if (copy[i] < 0 || sh[i].sh_type == SHT_RELA || sh[i].sh_type == SHT_GROUP) continue;
    if ((sh[i].sh_flags & SHF_MERGE) && sh[i].sh_type == SHT_PROGBITS) continue;  // a pool
    if (by_name.size() <= static_cast<std::size_t>(copy[i])) by_name.resize(copy[i] + 1);
    by_name[copy[i]].emplace(norm[i], i);
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
      if (sh[i].sh_type != SHT_NOBITS) {
        if (sh[i].sh_offset > o.size() || o.size() - sh[i].sh_offset < sh[i].sh_size) return false;
        Put(&key, std::string_view(o).substr(sh[i].sh_offset, sh[i].sh_size));
      }
      const auto r = relocs.find(i);
      Put(&key, r == relocs.end() ? std::string_view() : std::string_view(r->second));
    }
  }
  return true;
}

}  // namespace gc::mutate::internal
