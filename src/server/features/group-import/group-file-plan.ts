import { createHash } from 'node:crypto';
import { formatLongDate } from '../../../shared/book-months';
import {
  GROUP_FIELD_LABELS,
  GROUP_SHEET_FIELDS,
  type TGroupSheet,
} from '../../../shared/contracts/group-import';
import { MAX_INTEREST_RATE_PERCENT, MAX_LOAN_TERM_MONTHS } from '../../../shared/contracts/loans';
import { getPrincipalLeft, percentToBps } from '../../../shared/loans';
import type { PAYMENT_METHODS } from '../../../shared/money-records';
import type { TMappedSheet } from './group-file';
import { readDay, readMethod, readNumber, readRand, type TRead } from './group-file-values';

/** A member a row names: one already in the group, or one the file adds (by its place in the file). */
export type TMemberRef = { userId: string } | { newIndex: number };

/** What the books hold that the file is read against. */
export type TPlanContext = {
  booksStartOn: string;
  /** The last day of the last closed month, or null. */
  closedThrough: string | null;
  today: string;
  members: { userId: string; name: string }[];
};

export type TFilePlan = {
  errors: string[];
  errorCount: number;
  newMembers: { fullName: string; phone: string | null; email: string | null }[];
  existingCount: number;
  savings: { member: TMemberRef; amountCents: number }[];
  loans: {
    member: TMemberRef;
    principalCents: number;
    interestRatePercent: number;
    termMonths: number;
    lentOn: string;
    repaidCents: number;
  }[];
  contributions: {
    member: TMemberRef;
    memberName: string;
    date: string;
    amountCents: number;
    method: (typeof PAYMENT_METHODS)[number];
    reference: string | null;
    key: string;
  }[];
  savingsCents: number;
  loansLeftCents: number;
  contributionsCents: number;
};

/** Messages kept to show; the rest are counted. */
const SHOWN_ERRORS = 200;

const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

class Problems {
  readonly shown: string[] = [];
  count = 0;
  add(message: string) {
    this.count += 1;
    if (this.shown.length < SHOWN_ERRORS) this.shown.push(message);
  }
}

type TRowReader = { cell: (field: string) => string; where: string };

function rowsOf(sheet: TMappedSheet): TRowReader[] {
  return sheet.rows.map((row) => ({
    where: `${sheet.name} row ${row.number}`,
    cell: (field) => {
      const index = sheet.columns[field] ?? -1;
      return index >= 0 ? (row.cells[index] ?? '').trim() : '';
    },
  }));
}

/** The members the file names: new ones from the Members sheet, and how names and numbers find them. */
function planMembers(sheets: TMappedSheet[], context: TPlanContext, problems: Problems) {
  const existing = new Map<string, string[]>();
  for (const member of context.members) {
    const key = nameKey(member.name);
    existing.set(key, [...(existing.get(key) ?? []), member.userId]);
  }
  const newMembers: TFilePlan['newMembers'] = [];
  const byName = new Map<string, { ref: TMemberRef; row: string; name: string }>();
  const byKey = new Map<string, TMemberRef>();
  let existingCount = 0;
  for (const sheet of sheets.filter((candidate) => candidate.sheet === 'members')) {
    for (const row of rowsOf(sheet)) {
      const fullName = row.cell('fullName').replace(/\s+/g, ' ');
      if (fullName.length < 2) {
        problems.add(`${row.where}: the full name is missing`);
        continue;
      }
      const key = nameKey(fullName);
      const seen = byName.get(key);
      if (seen) {
        problems.add(`${row.where}: ${fullName} appears twice (also ${seen.row})`);
        continue;
      }
      const inGroup = existing.get(key);
      let ref: TMemberRef;
      if (inGroup?.length === 1 && inGroup[0]) {
        ref = { userId: inGroup[0] };
        existingCount += 1;
      } else {
        ref = { newIndex: newMembers.length };
        newMembers.push({ fullName, phone: row.cell('phone') || null, email: row.cell('email') || null });
      }
      byName.set(key, { ref, row: row.where, name: fullName });
      const number = row.cell('key');
      if (number) byKey.set(number.toLowerCase(), ref);
    }
  }
  const find = (cell: string, where: string): { ref: TMemberRef; name: string } | null => {
    const byNumber = byKey.get(cell.toLowerCase());
    const named = byName.get(nameKey(cell));
    if (byNumber)
      return {
        ref: byNumber,
        name: [...byName.values()].find((entry) => entry.ref === byNumber)?.name ?? cell,
      };
    if (named) return { ref: named.ref, name: named.name };
    const inGroup = existing.get(nameKey(cell)) ?? [];
    if (inGroup.length === 1 && inGroup[0]) return { ref: { userId: inGroup[0] }, name: cell };
    problems.add(
      inGroup.length > 1
        ? `${where}: two members are called '${cell}'; name the member by their number on the Members sheet`
        : cell === ''
          ? `${where}: the member is missing`
          : `${where}: no member called '${cell}' (add them on the Members sheet)`,
    );
    return null;
  };
  return { newMembers, existingCount, find };
}

function take<T>(read: TRead<T>, where: string, problems: Problems): T | null {
  if ('problem' in read) {
    problems.add(`${where}: ${read.problem}`);
    return null;
  }
  return read.value;
}

/** Why a day cannot hold an entry of the books, or null. */
function explainDayClosed(day: string, context: TPlanContext): string | null {
  if (day < context.booksStartOn)
    return `${day} is before the books start on ${formatLongDate(context.booksStartOn)}`;
  if (day > context.today) return `${day} is in the future`;
  if (context.closedThrough && day <= context.closedThrough) return `${day} is in a closed month`;
  return null;
}

/**
 * Reads the group's file against its books, writing nothing (ADR 0068): the members it adds, the savings
 * and loans of its opening position, and its history of contributions, each row checked, with every
 * problem named by its sheet and row. A contribution's key is the same for the same row of the same file,
 * so a second import finds the rows the first one wrote.
 */
export function planGroupFile(sheets: TMappedSheet[], context: TPlanContext): TFilePlan {
  const problems = new Problems();
  for (const sheet of sheets) {
    if (!sheet.sheet) continue;
    for (const field of GROUP_SHEET_FIELDS[sheet.sheet].required) {
      if ((sheet.columns[field] ?? -1) < 0) {
        problems.add(`${sheet.name}: no column for ${GROUP_FIELD_LABELS[field]}; choose which one holds it`);
      }
    }
  }
  const isMapped = (sheet: TMappedSheet, kind: TGroupSheet) =>
    sheet.sheet === kind &&
    GROUP_SHEET_FIELDS[kind].required.every((field) => (sheet.columns[field] ?? -1) >= 0);
  const members = planMembers(
    sheets.filter((sheet) => isMapped(sheet, 'members')),
    context,
    problems,
  );

  const savings: TFilePlan['savings'] = [];
  const saved = new Map<string, string>();
  for (const sheet of sheets.filter((candidate) => isMapped(candidate, 'savings'))) {
    for (const row of rowsOf(sheet)) {
      const member = members.find(row.cell('member'), row.where);
      const amountCents = take(readRand('amount', row.cell('amount'), true), row.where, problems);
      if (!member || amountCents === null || amountCents === 0) continue;
      const refKey = JSON.stringify(member.ref);
      const first = saved.get(refKey);
      if (first) {
        problems.add(`${row.where}: ${member.name}'s savings are already on ${first}`);
        continue;
      }
      saved.set(refKey, row.where);
      savings.push({ member: member.ref, amountCents });
    }
  }

  const loans: TFilePlan['loans'] = [];
  let loansLeftCents = 0;
  for (const sheet of sheets.filter((candidate) => isMapped(candidate, 'loans'))) {
    for (const row of rowsOf(sheet)) {
      const member = members.find(row.cell('member'), row.where);
      const principalCents = take(readRand('amount lent', row.cell('principal')), row.where, problems);
      const rate = take(readNumber('interest', row.cell('ratePercent')), row.where, problems);
      const term = take(readNumber('term', row.cell('termMonths')), row.where, problems);
      const lentOn = take(readDay('lent on', row.cell('lentOn')), row.where, problems);
      const repaidCents = take(readRand('repaid', row.cell('repaid'), true), row.where, problems);
      if (
        !member ||
        principalCents === null ||
        rate === null ||
        term === null ||
        lentOn === null ||
        repaidCents === null
      ) {
        continue;
      }
      if (rate < 0 || rate > MAX_INTEREST_RATE_PERCENT) {
        problems.add(`${row.where}: interest must be from 0 to ${MAX_INTEREST_RATE_PERCENT}%`);
        continue;
      }
      if (!Number.isInteger(term) || term < 1 || term > MAX_LOAN_TERM_MONTHS) {
        problems.add(`${row.where}: the term must be 1 to ${MAX_LOAN_TERM_MONTHS} whole months`);
        continue;
      }
      if (lentOn > context.booksStartOn) {
        problems.add(`${row.where}: lent on ${lentOn}, after the books start; record it as a loan instead`);
        continue;
      }
      const left = getPrincipalLeft(
        { amountCents: principalCents, interestRateBps: percentToBps(rate), termMonths: term },
        repaidCents,
      );
      if (left === null) {
        problems.add(`${row.where}: repaid in full before the books start, so it is not a loan still out`);
        continue;
      }
      loansLeftCents += left;
      loans.push({
        member: member.ref,
        principalCents,
        interestRatePercent: rate,
        termMonths: term,
        lentOn,
        repaidCents,
      });
    }
  }

  const contributions: TFilePlan['contributions'] = [];
  const occurrences = new Map<string, number>();
  for (const sheet of sheets.filter((candidate) => isMapped(candidate, 'contributions'))) {
    for (const row of rowsOf(sheet)) {
      const member = members.find(row.cell('member'), row.where);
      const date = take(readDay('date', row.cell('date')), row.where, problems);
      const amountCents = take(readRand('amount', row.cell('amount')), row.where, problems);
      const method = take(readMethod(row.cell('method')), row.where, problems);
      const reference = row.cell('reference').slice(0, 100) || null;
      if (!member || date === null || amountCents === null || method === null) continue;
      const closed = explainDayClosed(date, context);
      if (closed) {
        problems.add(`${row.where}: ${closed}`);
        continue;
      }
      if (amountCents === 0) {
        problems.add(`${row.where}: the amount is zero`);
        continue;
      }
      const identity = [nameKey(member.name), date, amountCents, reference ?? ''].join('|');
      const occurrence = (occurrences.get(identity) ?? 0) + 1;
      occurrences.set(identity, occurrence);
      const key = `import:${createHash('sha256').update(`${identity}|${occurrence}`).digest('hex').slice(0, 40)}`;
      contributions.push({
        member: member.ref,
        memberName: member.name,
        date,
        amountCents,
        method,
        reference,
        key,
      });
    }
  }

  return {
    errors: problems.shown,
    errorCount: problems.count,
    newMembers: members.newMembers,
    existingCount: members.existingCount,
    savings,
    loans,
    contributions,
    savingsCents: savings.reduce((sum, saving) => sum + saving.amountCents, 0),
    loansLeftCents,
    contributionsCents: contributions.reduce((sum, row) => sum + row.amountCents, 0),
  };
}
