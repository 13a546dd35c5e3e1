import UnderDevelopmentScreen from '../underDevelopment/UnderDevelopmentScreen';

export default function Screen() {
  return <UnderDevelopmentScreen />;
}
