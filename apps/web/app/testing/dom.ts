/**
 * Component tests import this for its side effect: on a shared 2-core machine the first render (which loads the
 * page's texts) and a stubbed loader can take longer than Testing Library's default second, so the `findBy…` and
 * `waitFor` calls wait for what the user would see for up to 10 s instead of failing on a clock.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
