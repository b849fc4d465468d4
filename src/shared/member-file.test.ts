import { describe, expect, it } from 'vitest';
import { readMemberFile } from './member-file';

describe('a members file', () => {
  it('reads a group’s own columns in any order, skipping empty rows', () => {
    const file =
      '\uFEFFCell No.,Surname,First Name,E-mail\r\n082 123 4567,Mokoena,Thandeka,\r\n,,,\r\n,Mahlangu,Gogo,gogo@example.test\r\n';
    expect(readMemberFile(file)).toEqual({
      members: [
        { fullName: 'Thandeka Mokoena', phone: '082 123 4567', email: '' },
        { fullName: 'Gogo Mahlangu', phone: '', email: 'gogo@example.test' },
      ],
    });
  });

  it('finds the header under a title row, and takes a full-name column as it is', () => {
    const file = 'Ubuntu Burial Society members 2026\nName,Phone\n"Dube, Lerato",0711234567\n';
    expect(readMemberFile(file)).toEqual({
      members: [{ fullName: 'Dube, Lerato', phone: '0711234567', email: '' }],
    });
  });

  it('names what is wrong: no name column, a row without a name, a broken quote, nothing listed', () => {
    expect(readMemberFile('Phone,Email\n0821234567,a@example.test\n')).toEqual({
      error: 'The file needs a header row with a column for the name (for example "Full name")',
    });
    expect(readMemberFile('Full name,Phone\nThandeka,1\n,0821234567\n')).toEqual({
      error: 'Row 3: there is no name',
    });
    expect(readMemberFile('Full name\n"Thandeka')).toEqual({
      error: 'The file has a quoted field that never ends',
    });
    expect(readMemberFile('Full name\n')).toEqual({
      error: 'The file lists no members under its header row',
    });
  });
});
