// phone-peer: libphonenumber's C++ library timed on the numbers maskc-bench's phone suite
// times maskc on, so the suite can print the two side by side (issue 20).
//
//   phone-peer NUMBERS ROUNDS BATCH_NS
//
// NUMBERS is a file of lines `region<TAB>international form` (lines starting with `#` are
// comments). For every number it times (a) Parse of the international form, then Format in
// INTERNATIONAL (what `maskc transform --preset phone` does), (b) Parse, then IsValidNumber
// (what `maskc check --preset phone` does), (c) typing `+` and the digits into a cleared
// AsYouTypeFormatter, key by key, divided by the number of keys, and (d) the same into a
// new formatter a number (GetAsYouTypeFormatter, then the keys), as a new phone field gets
// one. The two typing figures differ about fourfold: a formatter compiles the regular
// expressions it uses into a cache of its own, which (c) keeps warm across numbers and
// (d) fills again at every number. maskc-bench types each number into a new
// PhoneNumberEditor, whose country programs are compiled once a process, and prints both
// ratios. Each number is timed in batches of calls lasting at least BATCH_NS, once a round,
// the numbers taking turns; its figure is the median of its ROUNDS rounds. maskc-bench
// times maskc with the same scheme.
//
// Output, one line a number, tab-separated:
//
//   international  parse_format_ns  parse_valid_ns  keys  as_you_type_ns_per_key  formatted_equals_input
//   as_you_type_new_formatter_ns_per_key
//
// after `#` comment lines naming the library and counting numbers it formats otherwise
// (its metadata is Debian's, which may be older than the reference the numbers came from).

#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumberutil.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

struct Number {
  std::string international;
  // `+` and the digits: the keys typed into the formatter.
  std::string keys;
};

// Keeps a result alive so the optimizer cannot drop the work that made it.
volatile std::size_t sink;

std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::vector<Number> read_numbers(const char* path) {
  std::ifstream file(path);
  if (!file) {
    std::cerr << "phone-peer: cannot read " << path << "\n";
    std::exit(2);
  }
  std::vector<Number> numbers;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto tab = line.find('\t');
    Number number;
    number.international = tab == std::string::npos ? line : line.substr(tab + 1);
    for (char c : number.international) {
      if (c == '+' || (c >= '0' && c <= '9')) number.keys.push_back(c);
    }
    numbers.push_back(number);
  }
  return numbers;
}

std::string parse_and_format(const PhoneNumberUtil& util, const std::string& text) {
  PhoneNumber number;
  std::string formatted;
  if (util.Parse(text, "ZZ", &number) == PhoneNumberUtil::NO_PARSING_ERROR) {
    util.Format(number, PhoneNumberUtil::INTERNATIONAL, &formatted);
  }
  return formatted;
}

bool parse_and_validate(const PhoneNumberUtil& util, const std::string& text) {
  PhoneNumber number;
  return util.Parse(text, "ZZ", &number) == PhoneNumberUtil::NO_PARSING_ERROR && util.IsValidNumber(number);
}

std::size_t type_keys(AsYouTypeFormatter& formatter, const std::string& keys) {
  formatter.Clear();
  std::string shown;
  for (char key : keys) formatter.InputDigit(static_cast<unsigned char>(key), &shown);
  return shown.size();
}

// The keys typed into a formatter made for them, as a new phone field types them.
std::size_t type_keys_into_new_formatter(const PhoneNumberUtil& util, const std::string& keys) {
  std::unique_ptr<AsYouTypeFormatter> formatter(util.GetAsYouTypeFormatter("ZZ"));
  std::string shown;
  for (char key : keys) formatter->InputDigit(static_cast<unsigned char>(key), &shown);
  return shown.size();
}

// How many calls of `body` make a batch of at least `batch_ns`, judged from one call.
template <typename Body>
int calls_per_batch(Body body, std::int64_t batch_ns) {
  const std::int64_t start = now_ns();
  body();
  const std::int64_t one = std::max<std::int64_t>(now_ns() - start, 1);
  return static_cast<int>(std::max<std::int64_t>(1, batch_ns / one));
}

// Each number's median time a call over `rounds` rounds, the numbers taking turns.
template <typename Body>
std::vector<double> time_each(const std::vector<Number>& numbers, int rounds, std::int64_t batch_ns, Body body) {
  std::vector<int> calls;
  for (const Number& number : numbers) {
    body(number);  // warm-up: the library loads a region's metadata on first use
    calls.push_back(calls_per_batch([&] { body(number); }, batch_ns));
  }
  std::vector<std::vector<double>> samples(numbers.size());
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t i = 0; i < numbers.size(); ++i) {
      const std::int64_t start = now_ns();
      for (int call = 0; call < calls[i]; ++call) body(numbers[i]);
      samples[i].push_back(static_cast<double>(now_ns() - start) / calls[i]);
    }
  }
  std::vector<double> medians;
  for (auto& rounds_of_one : samples) {
    std::sort(rounds_of_one.begin(), rounds_of_one.end());
    medians.push_back(rounds_of_one[rounds_of_one.size() / 2]);
  }
  return medians;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: phone-peer NUMBERS ROUNDS BATCH_NS\n";
    return 2;
  }
  const std::vector<Number> numbers = read_numbers(argv[1]);
  const int rounds = std::max(1, std::atoi(argv[2]));
  const std::int64_t batch_ns = std::max(1LL, std::atoll(argv[3]));

  const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
  // One formatter, cleared before each number: what a phone field holds for its lifetime.
  std::unique_ptr<AsYouTypeFormatter> formatter(util.GetAsYouTypeFormatter("ZZ"));

  const std::vector<double> format_ns = time_each(numbers, rounds, batch_ns, [&](const Number& number) {
    sink = parse_and_format(util, number.international).size();
  });
  const std::vector<double> valid_ns = time_each(numbers, rounds, batch_ns, [&](const Number& number) {
    sink = parse_and_validate(util, number.international);
  });
  const std::vector<double> typing_ns = time_each(numbers, rounds, batch_ns, [&](const Number& number) {
    sink = type_keys(*formatter, number.keys);
  });
  const std::vector<double> new_formatter_ns = time_each(numbers, rounds, batch_ns, [&](const Number& number) {
    sink = type_keys_into_new_formatter(util, number.keys);
  });

  int differing = 0;
  std::vector<bool> equal;
  for (const Number& number : numbers) {
    equal.push_back(parse_and_format(util, number.international) == number.international);
    if (!equal.back()) ++differing;
  }
  std::cout << "# libphonenumber C++: parse + format INTERNATIONAL, parse + IsValidNumber, AsYouTypeFormatter cleared, and new\n";
  std::cout << "# numbers " << numbers.size() << ", formatted otherwise than the input " << differing << "\n";
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    std::cout << numbers[i].international << '\t' << format_ns[i] << '\t' << valid_ns[i] << '\t' << numbers[i].keys.size() << '\t'
              << typing_ns[i] / static_cast<double>(numbers[i].keys.size()) << '\t' << (equal[i] ? 1 : 0) << '\t'
              << new_formatter_ns[i] / static_cast<double>(numbers[i].keys.size()) << '\n';
  }
  return 0;
}
