import { Center, Loader } from '@mantine/core';

/** Shown while the first route's code and guard run. */
export function StartingScreen() {
  return (
    <Center mih="100vh">
      <Loader color="violet" type="dots" />
    </Center>
  );
}
