import { API } from '../../../src/domain/api';
import { type RouteCase, routeCase } from './types';

export const gradingRows: RouteCase[] = [
  routeCase(API.grading.gradeCopy, {
    params: (ids) => ({ id: ids.cardId }),
    body: () => ({
      condition: 'Near Mint',
      grading: { grader: 'PSA', grade: 9, certificate: '81234567', fee: 20 },
      gradedId: 'temp-graded-copy',
    }),
    badBody: {
      body: { condition: 'Near Mint', grading: { grader: 'PSA', grade: 11 }, gradedId: 'x' },
      field: 'grading',
    },
    namesRecords: true,
  }),
];
