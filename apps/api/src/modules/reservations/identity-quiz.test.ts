import { describe, expect, it } from 'vitest';
import { sandboxBureauQuiz } from './identity-check.service.js';

describe("the sandbox bureau's identity quiz", () => {
  it('always offers four different options, the right one among them', () => {
    for (let i = 0; i < 2_000; i += 1) {
      const quiz = sandboxBureauQuiz(`order-${i}`, {
        document: `529.982.${String(i % 1000).padStart(3, '0')}-25`,
        birthday: `19${String(50 + (i % 50))}-05-17`,
      });
      expect(quiz).not.toBeNull();
      for (const question of quiz!.questions) {
        expect(new Set(question.options).size, `${i} ${question.kind}`).toBe(4);
        expect(question.options).toContain(question.correct);
      }
    }
  });

  it('asks nothing when the account holds no document or birthday', () => {
    expect(sandboxBureauQuiz('order-x', { document: null, birthday: null })).toBeNull();
  });
});
