import { describe } from 'vitest';
import { renderView } from '../../components/bora-bora/BoardView';
import { testKinds } from '../kindTests';
import { AUDITS } from './audit';
import { KINDS } from './index';

describe('practice: Bora Bora', () => testKinds('bora-bora', KINDS, (view, t) => renderView(view, t, 'practice'), AUDITS));
