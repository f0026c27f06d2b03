// The system zlib (https://zlib.net), used to inflate and deflate zip members (RFC 1951) and
// for CRC-32. On Linux its headers come with zlib1g-dev; on macOS with the SDK.
#include <zlib.h>
