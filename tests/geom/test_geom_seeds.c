#include "hd_test.h"
int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    return hd_test_finish();
}
