#!/usr/bin/env python3
"""Writes the binary property lists whose dictionaries have keys that are not strings
(Tests/DiaryVaultTests/Fixtures/fuzz/mood-plist/key-*.plist), byte by byte: plistlib cannot
write such keys. The format is Apple's bplist00 (CFBinaryPList.c): the header, the objects, an
offset table (2-byte offsets here) and a 32-byte trailer (offset size 2, reference size 1, the
object count, the top object, the table's position).

    python3 scripts/make-plist-key-fixtures.py Tests/DiaryVaultTests/Fixtures/fuzz/mood-plist
"""
import os
import struct
import sys


def integer(value):
    return bytes([0x13]) + struct.pack('>q', value)


def ascii_string(text):
    data = text.encode('ascii')
    assert len(data) < 15
    return bytes([0x50 | len(data)]) + data


def data_object(data):
    assert len(data) < 15
    return bytes([0x40 | len(data)]) + data


def array(references):
    assert len(references) < 15
    return bytes([0xA0 | len(references)]) + bytes(references)


def dictionary(keys, values):
    if len(keys) < 15:
        return bytes([0xD0 | len(keys)]) + bytes(keys) + bytes(values)
    return bytes([0xDF, 0x10, len(keys)]) + bytes(keys) + bytes(values)  # the count as an integer object


def date(seconds_since_2001):
    return bytes([0x33]) + struct.pack('>d', seconds_since_2001)


def bplist(objects, top=0):
    out = bytearray(b'bplist00')
    offsets = []
    for item in objects:
        offsets.append(len(out))
        out += item
    table = len(out)
    for offset in offsets:
        out += struct.pack('>H', offset)
    out += bytes(6) + bytes([2, 1]) + struct.pack('>QQQ', len(objects), top, table)
    return bytes(out)


NOVEMBER_28 = 786_000_000.0  # 2025-11-28T05:20:00Z


def record_with_key(key, extra=()):
    """[{date: <date>, mood: "calm", KEY: "x"}]: objects 0 array, 1 dictionary, 2-5 the good
    pairs, 6 the key given, 7 its value "x", then any objects the key refers to (8, 9)."""
    return bplist([array([1]), dictionary([2, 4, 6], [3, 5, 7]), ascii_string('date'), date(NOVEMBER_28),
                   ascii_string('mood'), ascii_string('calm'), key, ascii_string('x')] + list(extra))


def wide_record():
    """One dictionary of 16 pairs (its count in an integer object after the marker 0xDF); the
    last key is the integer 15."""
    objects = [array([1]), b'']
    keys, values = [], []
    for number in range(16):
        keys.append(len(objects))
        objects.append(ascii_string('k%d' % number) if number < 15 else integer(15))
        values.append(len(objects))
        objects.append(ascii_string('v'))
    objects[1] = dictionary(keys, values)
    return bplist(objects)


FILES = {
    'key-integer.plist': record_with_key(integer(7)),
    'key-data.plist': record_with_key(data_object(b'\x00\xffkey')),
    'key-date.plist': record_with_key(date(1.0)),
    'key-boolean.plist': record_with_key(bytes([0x09])),
    'key-array.plist': record_with_key(array([8]), [integer(1)]),
    'key-dictionary.plist': record_with_key(dictionary([8], [9]), [ascii_string('a'), integer(1)]),
    # the record's key is the record itself (object 1): a cycle through a key
    'key-is-its-dictionary.plist': bplist([array([1]), dictionary([2, 4, 1], [3, 5, 6]), ascii_string('date'),
                                           date(NOVEMBER_28), ascii_string('mood'), ascii_string('calm'), ascii_string('x')]),
    'key-integer-in-wide-dictionary.plist': wide_record(),
    # a saved defaults dictionary whose one key, the integer 3, holds the array of records
    'key-integer-of-defaults.plist': bplist([dictionary([1], [2]), integer(3), array([3]), dictionary([4, 6], [5, 7]),
                                             ascii_string('date'), date(NOVEMBER_28), ascii_string('mood'), ascii_string('calm')]),
}

if __name__ == '__main__':
    folder = sys.argv[1]
    for name, content in FILES.items():
        with open(os.path.join(folder, name), 'wb') as file:
            file.write(content)
