/** The texts of quizzes (issue 57): the server's refusals and the pages' words, once. */
export const quizKinds = ['single', 'multiple', 'true_false'] as const;
export type QuizKind = (typeof quizKinds)[number];

export const quizKindLabels: Record<QuizKind, string> = {
  single: 'One answer',
  multiple: 'Several answers',
  true_false: 'True or false',
};

export const defaultPassMark = 80;
export const quizOptionLimits = { min: 2, max: 8 } as const;
export const quizQuestionLimit = 50;

export const quizMessages = {
  quizNotFound: 'This lesson has no quiz.',
  lessonNotFound: 'Lesson not found',
  questionsRequired: 'Add at least one question.',
  tooManyQuestions: `A quiz can have at most ${quizQuestionLimit} questions.`,
  promptRequired: 'Write the question.',
  optionLabelRequired: 'Write the answer.',
  optionsCount: `A question needs ${quizOptionLimits.min} to ${quizOptionLimits.max} answers.`,
  oneCorrect: 'Mark exactly one right answer.',
  someCorrect: 'Mark at least one right answer.',
  trueFalseOptions: 'A true or false question has the answers True and False.',
  passMarkRange: 'Pass mark must be a whole percent from 1 to 100.',
  maxAttemptsRange: 'Attempts must be a whole number from 1 to 100, or unlimited.',
  unknownQuestion: 'An answer names a question this quiz does not have.',
  unknownOption: "An answer names an option that is not one of its question's.",
  tooManyAnswers: 'A question that takes one answer got several.',
  duplicateAnswer: 'An answer names the same option twice.',
  answerEveryQuestion: 'Answer every question before you submit.',
  quizChanged: 'This quiz changed since you started it. Reload to take the new version.',
  noAttemptsLeft: 'You have used every attempt at this quiz.',
  passTheQuiz: 'Pass the quiz to complete this lesson.',
  attemptTaken: 'This attempt was submitted for another quiz.',
  saveFailed: 'The quiz could not be saved.',
  submitFailed: 'Your answers could not be sent. Try again.',
} as const;
