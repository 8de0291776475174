import { describe, expect, it } from 'vitest';
import { primaryActionFor, selectedLessonIndex } from './lesson-navigation.ts';

const lessons = [
  { id: 'a', isCompleted: true },
  { id: 'b', isCompleted: false },
  { id: 'c', isCompleted: false },
];

describe('selectedLessonIndex', () => {
  it('opens the lesson named in the URL', () => {
    expect(selectedLessonIndex(lessons, 'c')).toBe(2);
    expect(selectedLessonIndex(lessons, 'a')).toBe(0);
  });

  it('otherwise opens the first unfinished lesson, or the first when all are done', () => {
    expect(selectedLessonIndex(lessons, null)).toBe(1);
    expect(selectedLessonIndex(lessons, 'not-a-lesson')).toBe(1);
    expect(selectedLessonIndex([{ id: 'a', isCompleted: true }], null)).toBe(0);
  });

  it('is -1 without lessons', () => {
    expect(selectedLessonIndex([], 'a')).toBe(-1);
  });
});

describe('primaryActionFor', () => {
  it('marks an unfinished lesson complete and moves to the next', () => {
    expect(primaryActionFor(lessons, 1)).toEqual({
      label: 'Mark as Completed',
      marksComplete: true,
      nextLessonId: 'c',
    });
  });

  it('only moves on from a completed lesson', () => {
    expect(primaryActionFor(lessons, 0)).toEqual({ label: 'Next', marksComplete: false, nextLessonId: 'b' });
  });

  it('always marks the last lesson complete and stays there', () => {
    const expected = { label: 'Mark as Completed', marksComplete: true, nextLessonId: null };
    expect(primaryActionFor(lessons, 2)).toEqual(expected);
    expect(primaryActionFor([{ id: 'a', isCompleted: true }], 0)).toEqual(expected);
  });
});

describe('primaryActionFor a lesson with a quiz (issue 57)', () => {
  const quiz = { id: 'q' };
  it('never marks it complete: the quiz does; it only moves on, and the last one has no button', () => {
    const withQuiz = [
      { id: 'a', isCompleted: false, quiz },
      { id: 'b', isCompleted: false, quiz },
    ];
    expect(primaryActionFor(withQuiz, 0)).toEqual({ label: 'Next', marksComplete: false, nextLessonId: 'b' });
    expect(primaryActionFor(withQuiz, 1)).toEqual({ label: null, marksComplete: false, nextLessonId: null });
  });

  it('has no button on the last lesson even once passed (the server refuses the mark)', () => {
    expect(primaryActionFor([{ id: 'a', isCompleted: true, quiz }], 0)).toEqual({
      label: null,
      marksComplete: false,
      nextLessonId: null,
    });
  });
});
